// SPDX-License-Identifier: GPL-3.0-or-later
#include "quitsignals.h"

#include <QSocketNotifier>

#include <array>
#include <cerrno>
#include <csignal>
#include <stdexcept>

#include <sys/socket.h>
#include <unistd.h>

namespace infertco {

namespace {

constexpr std::array HandledSignals{ SIGTERM, SIGINT, SIGHUP };

// [0] is written by the handler, [1] read by the notifier. A handler may only make
// async-signal-safe calls, so it writes the signal number and returns.
int s_pipe[2] = { -1, -1 };

} // namespace

QuitSignals::QuitSignals(QObject *parent) : QObject(parent)
{
    if (s_pipe[0] != -1)
        throw std::logic_error("QuitSignals: only one instance at a time");
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, s_pipe) != 0)
        throw std::runtime_error("QuitSignals: socketpair failed");
    m_notifier = new QSocketNotifier(s_pipe[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::readPending);

    struct sigaction action = {};
    action.sa_handler = &QuitSignals::handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signalNumber : HandledSignals)
        ::sigaction(signalNumber, &action, nullptr);
}

QuitSignals::~QuitSignals()
{
    struct sigaction action = {};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (const int signalNumber : HandledSignals)
        ::sigaction(signalNumber, &action, nullptr);
    delete m_notifier;
    ::close(s_pipe[0]);
    ::close(s_pipe[1]);
    s_pipe[0] = s_pipe[1] = -1;
}

void QuitSignals::handle(int signalNumber)
{
    const int savedErrno = errno;
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    // A full socket already holds a pending signal: dropping this one loses nothing.
    [[maybe_unused]] const ssize_t written = ::write(s_pipe[0], &byte, 1);
    errno = savedErrno;
}

void QuitSignals::readPending()
{
    unsigned char byte = 0;
    while (::read(s_pipe[1], &byte, 1) == 1)
        Q_EMIT received(byte);
}

} // namespace infertco
