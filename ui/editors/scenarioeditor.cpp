// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioeditor.h"

#include "demandsteptablemodel.h"
#include "edit/bundlestore.h"
#include "editors/delegates/fieldcheck.h"
#include "editors/delegates/itemroles.h"
#include "fxratetablemodel.h"
#include "requestlogpanel.h"
#include "scenariooptiontablemodel.h"
#include "scenariotablemodel.h"
#include "tableeditor.h"
#include "widgets/wheelguard.h"

#include "model/fields/fields.h"
#include "model/rules/textformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QTableView>
#include <QVBoxLayout>

#include <map>

namespace infertco {

namespace {

/// The model's column of field `key`, which the form shows.
int fieldColumn(const char *key)
{
    const int column = ScenarioTableModel::columnOf(key);
    Q_ASSERT_X(column >= 0, "ScenarioEditor", key);
    return column;
}

} // namespace

ScenarioEditor::ScenarioEditor(BundleStore *store, ScenarioTableModel *scenarios, QWidget *parent)
    : QWidget(parent),
      m_store(store),
      m_scenarios(scenarios),
      m_optionModel(new ScenarioOptionTableModel(store, this)),
      m_fxModel(new FxRateTableModel(store, this)),
      m_demandModel(new DemandStepTableModel(store, this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The refusal stands above the form, not in it: it never scrolls out of sight.
    m_refusalBar = new QLabel;
    m_refusalBar->setObjectName(QStringLiteral("refusalBar"));
    m_refusalBar->setWordWrap(true);
    m_refusalBar->hide();
    outer->addWidget(m_refusalBar);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    m_scroll = scroll;

    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("scenarioContent"));
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 12, 12);
    layout->setSpacing(14);
    scroll->setWidget(content);

    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    // The form's groups come from the field tables (FieldInfo::form): a row per column, in the
    // columns' order, in the group its field names (docs/architecture.md, "A new field of an
    // existing kind").
    auto *nameRow = new QFormLayout;
    layout->addLayout(nameRow);
    std::map<FormGroup, QFormLayout *> forms{ { FormGroup::Heading, nameRow } };
    std::map<FormGroup, QGroupBox *> boxes;
    for (int column = 0; column < m_scenarios->columnCount(); ++column) {
        const FormGroup group = ScenarioTableModel::formGroup(column);
        Q_ASSERT_X(group != FormGroup::Unset, "ScenarioEditor",
                   qPrintable(ScenarioTableModel::keyOf(column)));
        if (group == FormGroup::Unset || group == FormGroup::NotShown)
            continue;
        QFormLayout *&form = forms[group];
        if (!form) {
            QGroupBox *box = new QGroupBox(FieldLabel::translated(FieldLabel::ofGroup(group)));
            boxes.emplace(group, box);
            form = groupForm(box);
        }
        addRow(form, column);
    }

    auto *optionsBox = new QGroupBox(tr("Options to compare"));
    auto *optionsLayout = new QVBoxLayout(optionsBox);
    m_options = new TableEditor(m_optionModel, { {}, {}, false, false, true }, optionsBox);
    m_options->view()->setMinimumHeight(190);
    optionsLayout->addWidget(m_options);
    layout->addWidget(optionsBox);

    auto *fxBox = new QGroupBox(tr("Exchange rates"));
    auto *fxLayout = new QVBoxLayout(fxBox);
    m_fx = new TableEditor(m_fxModel, { {}, {}, false, false, true }, fxBox);
    m_fx->view()->setMinimumHeight(150);
    fxLayout->addWidget(m_fx);
    // docs/serving.md, "Request logs": the log the workload names, its figures and pictures.
    m_logPanel = new RequestLogPanel;
    auto *demandBox = new QGroupBox(tr("Demand in steps"));
    demandBox->setToolTip(tr("Instead of one peak (and a growth per year): from which month on "
                             "the peak is how many output tokens per second. The first step "
                             "starts in month 1."));
    auto *demandLayout = new QVBoxLayout(demandBox);
    m_demand = new TableEditor(m_demandModel, { {}, {}, false, false, true }, demandBox);
    m_demand->view()->setMinimumHeight(130);
    demandLayout->addWidget(m_demand);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(14);
    m_columns = grid;
    auto *left = new QVBoxLayout;
    m_left = left;
    left->setSpacing(14);
    auto *right = new QVBoxLayout;
    m_right = right;
    right->setSpacing(14);
    // The groups in FormGroup's order: the costs' on the left, the workload's on the right, each
    // table after the group it belongs with; the notes below both.
    QGroupBox *notesBox = nullptr;
    for (const auto &[group, box] : boxes) {
        if (group == FormGroup::Notes) {
            notesBox = box;
            continue;
        }
        const bool workload = group == FormGroup::Workload || group == FormGroup::ServingSimulation;
        QVBoxLayout *side = workload ? right : left;
        side->addWidget(box);
        if (group == FormGroup::Reporting)
            side->addWidget(fxBox);
        if (group == FormGroup::ServingSimulation) {
            side->addWidget(m_logPanel);
            side->addWidget(demandBox);
        }
    }
    left->addStretch();
    right->addStretch();
    grid->addLayout(left, 0, 0);
    grid->addLayout(right, 0, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    // Beside the results dock at 1366 x 768 the two columns do not fit; the
    // groups then stand in one column, so that nothing (the tables' Add, Duplicate and Remove
    // above all) lies beyond the right edge.
    scroll->viewport()->installEventFilter(this);

    if (notesBox)
        layout->addWidget(notesBox);
    layout->addStretch();

    // A wheel turned to scroll the form changes none of its values.
    WheelGuard::install(this);

    connect(m_options, &TableEditor::message, this, &ScenarioEditor::message);
    connect(m_fx, &TableEditor::message, this, &ScenarioEditor::message);
    connect(m_demand, &TableEditor::message, this, &ScenarioEditor::message);
    connect(store, &BundleStore::changed, this, [this] {
        m_refusalBar->hide();
        // docs/architecture.md, "Tests": while the window shows another page (a catalog table being
        // edited), the fields are brought up to date when this page is shown again, not on every
        // edit.
        if (window()->isVisible() && !isVisible()) {
            m_refreshPending = true;
            return;
        }
        refresh();
    });
}

void ScenarioEditor::setScenarioId(const QString &id)
{
    m_scenarioId = id;
    m_optionModel->setScenarioId(id);
    m_fxModel->setScenarioId(id);
    m_demandModel->setScenarioId(id);
    m_options->fitColumns();
    m_fx->fitColumns();
    m_demand->fitColumns();
    m_refusalBar->hide();
    refresh();
}

QString ScenarioEditor::refusal() const
{
    return m_refusalBar->isHidden() ? QString() : m_refusalBar->text();
}

QFormLayout *ScenarioEditor::groupForm(QGroupBox *box)
{
    auto *form = new QFormLayout(box);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setHorizontalSpacing(12);
    form->setVerticalSpacing(6);
    return form;
}

void ScenarioEditor::addRow(QFormLayout *form, int column)
{
    QWidget *editor = createField(column);
    // Long notes stand without a label: the box's title names them.
    if (qobject_cast<QPlainTextEdit *>(editor)) {
        form->addRow(editor);
        return;
    }
    auto *label = new QLabel(
            m_scenarios->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
    label->setToolTip(m_scenarios->help(column));
    label->setBuddy(editor);
    form->addRow(label, editor);
}

QWidget *ScenarioEditor::createField(int column)
{
    const auto kind = static_cast<FieldKind>(
            m_scenarios->headerData(column, Qt::Horizontal, FieldKindRole).toInt());
    QWidget *editor = nullptr;
    switch (kind) {
    case FieldKind::Boolean: {
        auto *box = new QCheckBox;
        connect(box, &QCheckBox::clicked, this,
                [this, column](bool checked) { commit(column, checked); });
        editor = box;
        break;
    }
    case FieldKind::Choice: {
        auto *combo = new QComboBox;
        // A request log's name can be long: the box takes the width the form gives it, not the
        // name's (which would widen the one-column form past the window at 1366 x 768).
        if (column == fieldColumn("workload.request_log")) {
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(16);
        }
        connect(combo, &QComboBox::activated, this,
                [this, column, combo] { commit(column, combo->currentData()); });
        editor = combo;
        break;
    }
    case FieldKind::Currency: {
        auto *combo = new QComboBox;
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->setValidator(new QRegularExpressionValidator(
                QRegularExpression(TextFormat::currencyTypingPattern()), combo));
        connect(combo->lineEdit(), &QLineEdit::editingFinished, this, [this, column, combo] {
            commit(column, TextFormat::currencyInput(combo->currentText()));
        });
        connect(combo, &QComboBox::activated, this,
                [this, column, combo] { commit(column, combo->currentText()); });
        editor = combo;
        break;
    }
    case FieldKind::Notes: {
        auto *notes = new QPlainTextEdit;
        notes->setMinimumHeight(90);
        notes->setMaximumHeight(160);
        notes->installEventFilter(this);
        notes->setProperty("column", column);
        editor = notes;
        break;
    }
    default: {
        auto *line = new QLineEdit;
        const bool numeric = kind == FieldKind::Money || kind == FieldKind::Factor
                || kind == FieldKind::Number || kind == FieldKind::Integer;
        if (numeric) {
            line->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            line->setMaximumWidth(160);
            connect(line, &QLineEdit::textEdited, line, [line, kind](const QString &text) {
                FieldCheck::mark(line, FieldCheck::problem(kind, text, false));
            });
        }
        connect(line, &QLineEdit::editingFinished, this,
                [this, column, line] { commit(column, line->text()); });
        editor = line;
        break;
    }
    }
    editor->setObjectName(QStringLiteral("field_%1").arg(column));
    editor->setToolTip(m_scenarios->help(column));
    m_editors.insert(column, editor);
    return editor;
}

void ScenarioEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_refreshPending)
        refresh();
}

bool ScenarioEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrangeColumns();
    if (event->type() == QEvent::FocusOut) {
        if (auto *notes = qobject_cast<QPlainTextEdit *>(watched))
            commit(notes->property("column").toInt(), notes->toPlainText());
    }
    return QWidget::eventFilter(watched, event);
}

void ScenarioEditor::arrangeColumns()
{
    // Two columns when both fit at the width they ask for; else one. The sizes asked for do not
    // depend on the arrangement, so the choice cannot flip back and forth.
    const int margins = 12; // the content's right margin
    const bool two = m_scroll->viewport()->width() >= m_left->sizeHint().width()
                    + m_columns->horizontalSpacing() + m_right->sizeHint().width() + margins;
    if (two == m_twoColumns)
        return;
    m_twoColumns = two;
    m_columns->removeItem(m_right);
    if (two)
        m_columns->addLayout(m_right, 0, 1);
    else
        m_columns->addLayout(m_right, 1, 0);
    m_columns->setColumnStretch(1, two ? 1 : 0);
}

void ScenarioEditor::commit(int column, const QVariant &value)
{
    const int row = m_scenarios->rowOf(m_scenarioId);
    if (row < 0)
        return;
    QWidget *editor = m_editors.value(column);
    if (m_scenarios->setData(m_scenarios->index(row, column), value, Qt::EditRole)) {
        // A good value again (even the one the document still holds, which
        // changes nothing and so signals no change) ends the refusal.
        FieldCheck::mark(editor, QString());
        if (!m_refusalBar->isHidden()) {
            m_refusalBar->hide();
            Q_EMIT message(QString());
        }
        return;
    }
    FieldCheck::mark(editor, m_scenarios->lastRefusalShown());
    showRefusal(m_scenarios->lastRefusalShown());
}

void ScenarioEditor::refresh()
{
    m_refreshPending = false;
    const int row = m_scenarios->rowOf(m_scenarioId);
    setEnabled(row >= 0);
    if (row < 0) {
        m_title->clear();
        return;
    }
    m_title->setText(m_scenarios->index(row, fieldColumn("name")).data().toString());
    m_logPanel->setWorkload(m_store->bundle().scenarios.at(row).workload,
                            m_store->bundle().catalog);
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        const QModelIndex index = m_scenarios->index(row, it.key());
        QWidget *editor = it.value();
        // A field still showing refused text keeps it until the user changes it.
        if (editor->property("invalid").toBool() && editor->hasFocus())
            continue;
        FieldCheck::mark(editor, QString());
        editor->setToolTip(m_scenarios->help(it.key()));
        if (auto *box = qobject_cast<QCheckBox *>(editor)) {
            box->setChecked(index.data(Qt::CheckStateRole).toInt() == Qt::Checked);
        } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            const QStringList values = index.data(ChoicesRole).toStringList();
            const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
            const QString current = index.data(Qt::EditRole).toString();
            combo->clear();
            for (int i = 0; i < values.size(); ++i)
                combo->addItem(i < labels.size() ? labels.at(i) : values.at(i), values.at(i));
            const int at = combo->findData(current);
            if (at >= 0)
                combo->setCurrentIndex(at);
            else
                combo->setCurrentText(current);
        } else if (auto *notes = qobject_cast<QPlainTextEdit *>(editor)) {
            const QString text = index.data(Qt::EditRole).toString();
            if (notes->toPlainText() != text)
                notes->setPlainText(text);
        } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setText(index.data(Qt::EditRole).toString());
        }
    }
}

void ScenarioEditor::showRefusal(const QString &text)
{
    m_refusalBar->setText(text);
    m_refusalBar->show();
    Q_EMIT message(text);
}

} // namespace infertco
