// SPDX-License-Identifier: GPL-3.0-or-later
// Turns SIGTERM, SIGINT and SIGHUP into a Qt signal, so that a session that ends the
// application (logout, Ctrl+C in a terminal, a CI run) closes it the way File > Quit does.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace infertco {

class QuitSignals final : public QObject
{
    Q_OBJECT

public:
    /// Installs the handlers; one instance at a time. The destructor restores the defaults.
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;

    QuitSignals(const QuitSignals &) = delete;
    QuitSignals &operator=(const QuitSignals &) = delete;

Q_SIGNALS:
    /// Emitted in the event loop, after the handler has returned.
    void received(int signalNumber);

private:
    static void handle(int signalNumber);
    void readPending();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace infertco
