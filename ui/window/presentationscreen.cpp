// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentationscreen.h"

#include "results/dashboard.h"

#include <QAction>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QVBoxLayout>

namespace infertco {

PresentationScreen::PresentationScreen(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("presentationScreen"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);

    // Esc leaves from wherever the focus went while presenting (the screen exists only then);
    // F5, which entered, leaves too while the screen is the active window.
    m_leave = new QAction(this);
    m_leave->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leave->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_leave, &QAction::triggered, this, &PresentationScreen::leaveRequested);
    addAction(m_leave);
    auto *toggle = new QAction(this);
    toggle->setShortcut(QKeySequence(Qt::Key_F5));
    toggle->setShortcutContext(Qt::WindowShortcut);
    connect(toggle, &QAction::triggered, this, &PresentationScreen::leaveRequested);
    addAction(toggle);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    retranslate();
}

void PresentationScreen::retranslate()
{
    setWindowTitle(tr("InferTCO presentation"));
    m_leave->setText(tr("Leave presentation (Esc)"));
}

void PresentationScreen::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PresentationScreen::present(Dashboard *dashboard)
{
    m_dashboard = dashboard;
    layout()->addWidget(dashboard);
    dashboard->setPresentationMode(true);
    dashboard->show();
    // The screen the window is on; set explicitly, since without a window manager (a kiosk,
    // Xvfb) full screen is only a hint.
    QScreen *screen = parentWidget() ? parentWidget()->screen() : QGuiApplication::primaryScreen();
    setGeometry(screen->geometry());
    showFullScreen();
    activateWindow();
}

Dashboard *PresentationScreen::takeDashboard()
{
    Dashboard *dashboard = m_dashboard;
    m_dashboard = nullptr;
    if (dashboard) {
        layout()->removeWidget(dashboard);
        dashboard->setParent(nullptr);
        dashboard->setPresentationMode(false);
    }
    hide();
    return dashboard;
}

} // namespace infertco
