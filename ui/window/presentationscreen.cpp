// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentationscreen.h"

#include "results/dashboard.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

namespace infertco {

PresentationScreen::PresentationScreen(QWidget *parent)
    : QWidget(parent, Qt::Window),
      m_scenarioLabel(new QLabel(this)),
      m_scenarios(new QComboBox(this))
{
    setObjectName(QStringLiteral("presentationScreen"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->setSpacing(0);

    // The scenario shown, switched without leaving the room's screen.
    m_scenarios->setObjectName(QStringLiteral("presentationScenario"));
    m_scenarios->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_scenarios->setFocusPolicy(Qt::NoFocus);
    m_scenarioLabel->setBuddy(m_scenarios);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addStretch(1);
    bar->addWidget(m_scenarioLabel);
    bar->addWidget(m_scenarios);
    layout->addLayout(bar);
    connect(m_scenarios, &QComboBox::activated, this,
            [this](int index) { Q_EMIT scenarioChosen(m_scenarios->itemData(index).toString()); });
    auto *next = new QAction(this);
    next->setShortcuts({ QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Right) });
    next->setShortcutContext(Qt::WindowShortcut);
    connect(next, &QAction::triggered, this, [this] { step(1); });
    addAction(next);
    auto *previous = new QAction(this);
    previous->setShortcuts({ QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Left) });
    previous->setShortcutContext(Qt::WindowShortcut);
    connect(previous, &QAction::triggered, this, [this] { step(-1); });
    addAction(previous);

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
    m_scenarioLabel->setText(tr("Scenario (Page Up, Page Down):"));
}

void PresentationScreen::setScenarios(const QList<std::pair<QString, QString>> &scenarios,
                                      const QString &current)
{
    const QSignalBlocker blocker(m_scenarios);
    m_scenarios->clear();
    for (const auto &[id, name] : scenarios)
        m_scenarios->addItem(name, id);
    m_scenarios->setCurrentIndex(std::max(0, m_scenarios->findData(current)));
    m_scenarioLabel->setVisible(scenarios.size() > 1);
    m_scenarios->setVisible(scenarios.size() > 1);
}

void PresentationScreen::step(int by)
{
    const int count = m_scenarios->count();
    if (count < 2)
        return;
    const int index = (m_scenarios->currentIndex() + by + count) % count;
    m_scenarios->setCurrentIndex(index);
    Q_EMIT scenarioChosen(m_scenarios->itemData(index).toString());
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
