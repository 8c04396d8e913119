// SPDX-License-Identifier: GPL-3.0-or-later
// A PasswordStore for the tests: passwords in this object's memory only, answered later on its
// thread as a desktop keyring answers, or as a desktop without a keyring when set unavailable.
#pragma once

#include "team/passwordstore.h"

#include <QHash>
#include <QMetaObject>

namespace infertco::testing {

class MemoryPasswordStore : public PasswordStore
{
public:
    using PasswordStore::PasswordStore;

    void read(const QString &account, Callback done) override
    {
        Answer a;
        a.unavailable = m_unavailable;
        if (!m_unavailable && m_passwords.contains(account)) {
            a.found = true;
            a.password = m_passwords.value(account);
        }
        answer(std::move(done), a);
    }
    void write(const QString &account, const QString &password, Callback done) override
    {
        Answer a;
        a.unavailable = m_unavailable;
        if (!m_unavailable)
            m_passwords.insert(account, password);
        answer(std::move(done), a);
    }
    void remove(const QString &account, Callback done) override
    {
        Answer a;
        a.unavailable = m_unavailable;
        m_passwords.remove(account);
        answer(std::move(done), a);
    }

    /// A store that behaves as a desktop without a keyring.
    void setUnavailable(bool unavailable) { m_unavailable = unavailable; }
    bool holds(const QString &account) const { return m_passwords.contains(account); }

private:
    void answer(Callback done, const Answer &answer)
    {
        // Asynchronous like a real keyring, so that callers are tested on that path.
        QMetaObject::invokeMethod(
                this, [done = std::move(done), answer] { done(answer); }, Qt::QueuedConnection);
    }

    QHash<QString, QString> m_passwords;
    bool m_unavailable = false;
};

} // namespace infertco::testing
