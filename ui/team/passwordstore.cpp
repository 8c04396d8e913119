// SPDX-License-Identifier: GPL-3.0-or-later
#include "passwordstore.h"

#include <qt6keychain/keychain.h>

namespace infertco {

namespace {

const QString Service = QStringLiteral("InferTCO team catalog");

// A QtKeychain job's outcome as an Answer. The job's errorString comes from the keyring and
// never holds the secret.
PasswordStore::Answer answerOf(const QKeychain::Job &job)
{
    PasswordStore::Answer answer;
    switch (job.error()) {
    case QKeychain::NoError:
        answer.found = true;
        break;
    case QKeychain::EntryNotFound:
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        answer.unavailable = true;
        answer.error = job.errorString();
        break;
    default:
        // A keyring that exists but fails (locked, denied, no secret service on the bus) is
        // no place to keep the password either.
        answer.unavailable = true;
        answer.error = job.errorString();
        break;
    }
    return answer;
}

} // namespace

void KeychainPasswordStore::read(const QString &account, Callback done)
{
    auto *job = new QKeychain::ReadPasswordJob(Service, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain file instead of a keyring
    job->setKey(account);
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *j) {
        Answer answer = answerOf(*j);
        if (answer.found)
            answer.password = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
        done(answer);
    });
    job->start();
}

void KeychainPasswordStore::write(const QString &account, const QString &password, Callback done)
{
    auto *job = new QKeychain::WritePasswordJob(Service, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain file instead of a keyring
    job->setKey(account);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this,
            [done = std::move(done)](QKeychain::Job *j) { done(answerOf(*j)); });
    job->start();
}

void KeychainPasswordStore::remove(const QString &account, Callback done)
{
    auto *job = new QKeychain::DeletePasswordJob(Service, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain file instead of a keyring
    job->setKey(account);
    connect(job, &QKeychain::Job::finished, this,
            [done = std::move(done)](QKeychain::Job *j) { done(answerOf(*j)); });
    job->start();
}

} // namespace infertco
