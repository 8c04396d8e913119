// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode (DESIGN 8): a full-screen window holding only the results dashboard,
// in large type, for a meeting-room screen. Esc or F5 leaves it.
#pragma once

#include <QWidget>

class QAction;

namespace infertco {

class Dashboard;

class PresentationScreen : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationScreen(QWidget *parent = nullptr);

    /// Takes `dashboard` into this window; it returns to its owner after leave().
    void present(Dashboard *dashboard);
    /// Hands the dashboard back (unparented) and hides the window.
    Dashboard *takeDashboard();

Q_SIGNALS:
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Dashboard *m_dashboard = nullptr;
    QAction *m_leave;
};

} // namespace infertco
