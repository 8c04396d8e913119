// SPDX-License-Identifier: GPL-3.0-or-later
// Edits one scenario: the options to compare (a table whose combo boxes offer only catalog
// items that fit), the exchange rates, and a form for the reporting, staff, ownership and
// workload assumptions. Each field is checked by the Validator when it is committed.
#pragma once

#include <QHash>
#include <QWidget>

class QFormLayout;
class QGridLayout;
class QGroupBox;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace infertco {

class BundleStore;
class DemandStepTableModel;
class FxRateTableModel;
class RequestLogPanel;
class ScenarioOptionTableModel;
class ScenarioTableModel;
class TableEditor;

class ScenarioEditor : public QWidget
{
    Q_OBJECT

public:
    ScenarioEditor(BundleStore *store, ScenarioTableModel *scenarios, QWidget *parent = nullptr);

    void setScenarioId(const QString &id);
    QString scenarioId() const { return m_scenarioId; }

    /// The form's editor of a ScenarioTableModel column, ScenarioTableModel::columnOf(key) (for
    /// tests and screenshots).
    QWidget *fieldEditor(int column) const { return m_editors.value(column); }
    TableEditor *optionsEditor() const { return m_options; }
    TableEditor *demandEditor() const { return m_demand; }
    /// The request log the workload names, with its figures and charts.
    RequestLogPanel *requestLogPanel() const { return m_logPanel; }
    /// The message of the refusal bar; empty when it is hidden.
    QString refusal() const;
    /// Whether the assumption groups stand in two columns (wide enough) or one.
    bool showsTwoColumns() const { return m_twoColumns; }

Q_SIGNALS:
    /// A refusal to show in the status bar; empty when a valid edit ended the last one.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createField(int column);
    /// The form of a group's box.
    static QFormLayout *groupForm(QGroupBox *box);
    /// A row of `form` for the field of `column`: its title and its editor.
    void addRow(QFormLayout *form, int column);
    void commit(int column, const QVariant &value);
    void refresh();
    void showRefusal(const QString &text);
    void arrangeColumns();

    BundleStore *m_store;
    ScenarioTableModel *m_scenarios;
    ScenarioOptionTableModel *m_optionModel;
    FxRateTableModel *m_fxModel;
    DemandStepTableModel *m_demandModel;
    TableEditor *m_options;
    TableEditor *m_fx;
    TableEditor *m_demand;
    RequestLogPanel *m_logPanel = nullptr;
    QScrollArea *m_scroll;
    QGridLayout *m_columns;
    QVBoxLayout *m_left;
    QVBoxLayout *m_right;
    bool m_twoColumns = true;
    QLabel *m_title;
    QLabel *m_refusalBar;
    QHash<int, QWidget *> m_editors;
    QString m_scenarioId;
    bool m_refreshPending = false; ///< a change came while another page was shown
};

} // namespace infertco
