// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode (docs/architecture.md, "Folders"): a full-screen window holding only the
// results dashboard, in large type, for a meeting-room screen. Esc or F5 leaves it.
#pragma once

#include <QWidget>

#include <utility>

class QAction;
class QComboBox;
class QLabel;

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
    /// The document's scenarios (id, name) to switch between while presenting, from the list
    /// at the top or with Page Up and Page Down; `current` is the one shown.
    void setScenarios(const QList<std::pair<QString, QString>> &scenarios, const QString &current);

Q_SIGNALS:
    void leaveRequested();
    void scenarioChosen(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void step(int by);

    Dashboard *m_dashboard = nullptr;
    QAction *m_leave;
    QLabel *m_scenarioLabel;
    QComboBox *m_scenarios;
};

} // namespace infertco
