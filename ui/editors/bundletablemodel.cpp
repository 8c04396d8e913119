// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundletablemodel.h"

#include "edit/batchcommand.h"
#include "edit/bundlestore.h"
#include "edit/changevaluecommand.h"
#include "edit/rowcommand.h"
#include "editorpalette.h"

#include "model/entities/fxrates.h"
#include "model/entities/quoteage.h"
#include "model/rules/textformat.h"
#include "money/decimal.h"
#include "money/moneyformat.h"
#include "money/numberentry.h"

#include <algorithm>

#include <QDate>
#include <QLocale>

namespace infertco {

namespace {

bool isNumeric(FieldKind kind)
{
    return kind == FieldKind::Money || kind == FieldKind::Factor || kind == FieldKind::Number
            || kind == FieldKind::Integer;
}

QString shortened(const QString &notes)
{
    constexpr int Length = 90;
    const QString firstLine = notes.section(u'\n', 0, 0).simplified();
    if (firstLine.size() <= Length && !notes.contains(u'\n'))
        return firstLine;
    return firstLine.left(Length).trimmed() + QChar(0x2026);
}

} // namespace

BundleTableModel::BundleTableModel(BundleStore *store, BundlePart part, QObject *parent)
    : QAbstractTableModel(parent), m_store(store), m_part(part)
{
    connect(store, &BundleStore::aboutToChange, this, &BundleTableModel::onAboutToChange);
    connect(store, &BundleStore::changed, this, &BundleTableModel::onChanged);
}

const Bundle &BundleTableModel::bundle() const
{
    return m_store->bundle();
}

int BundleTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : itemCount(m_store->bundle());
}

int BundleTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : fieldCount();
}

QVariant BundleTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Bundle &bundle = m_store->bundle();
    const int row = index.row();
    const int column = index.column();
    const Field f = field(column);
    const QString problem = index == m_refusedCell ? m_lastRefusal : QString();
    const QString note = index == m_notedCell ? m_lastNote : QString();

    switch (role) {
    case Qt::DisplayRole:
        return displayValue(index, f);
    case Qt::EditRole: {
        const QVariant v = value(bundle, row, column);
        if (f.kind == FieldKind::Money || f.kind == FieldKind::Factor)
            return v.isValid() ? v.value<Decimal>().toString() : QString();
        if (f.kind == FieldKind::Number) {
            return v.isValid()
                    ? QLocale::c().toString(v.toDouble(), 'g', QLocale::FloatingPointShortest)
                    : QString();
        }
        return v;
    }
    case Qt::CheckStateRole:
        if (f.kind == FieldKind::Boolean)
            return value(bundle, row, column).toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole: {
        if (!problem.isEmpty())
            return problem;
        if (!note.isEmpty())
            return note;
        const QVariant v = value(bundle, row, column);
        if (f.kind == FieldKind::QuoteDate) {
            bool old = false;
            return quoteAgeNote(v.toString(), &old);
        }
        if (f.kind == FieldKind::Notes || f.kind == FieldKind::Text) {
            const QString text = v.toString();
            if (text.size() > 40)
                return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
            return {};
        }
        if (f.kind == FieldKind::Choice) {
            const QString label = choiceLabel(bundle, column, v.toString());
            return label == v.toString() ? label
                                         : QStringLiteral("%1 (%2)").arg(label, v.toString());
        }
        if (!v.isValid() && f.optional)
            return tr("Not set");
        return {};
    }
    case Qt::ForegroundRole: {
        if (!problem.isEmpty())
            return EditorPalette::errorText();
        if (!note.isEmpty())
            return EditorPalette::warningText();
        if (f.kind == FieldKind::QuoteDate) {
            bool old = false;
            quoteAgeNote(value(bundle, row, column).toString(), &old);
            if (old)
                return EditorPalette::warningText();
        }
        if (f.optional && !value(bundle, row, column).isValid())
            return EditorPalette::mutedText();
        return {};
    }
    case Qt::BackgroundRole:
        if (!problem.isEmpty())
            return EditorPalette::errorBackground();
        return {};
    case Qt::DecorationRole:
        if (!problem.isEmpty())
            return EditorPalette::errorIcon();
        if (!note.isEmpty())
            return EditorPalette::warningIcon();
        if (f.kind == FieldKind::QuoteDate) {
            bool old = false;
            quoteAgeNote(value(bundle, row, column).toString(), &old);
            if (old)
                return EditorPalette::warningIcon();
        }
        return {};
    case Qt::TextAlignmentRole:
        if (isNumeric(f.kind))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case UnderlyingValueRole:
        return value(bundle, row, column);
    case FieldKindRole:
        return static_cast<int>(f.kind);
    case ChoicesRole:
        if (f.kind == FieldKind::Choice || f.kind == FieldKind::Currency)
            return choices(bundle, row, column);
        return {};
    case ChoiceLabelsRole:
        if (f.kind == FieldKind::Choice || f.kind == FieldKind::Currency) {
            QStringList labels;
            for (const QString &choice : choices(bundle, row, column))
                labels.append(choiceLabel(bundle, column, choice));
            return labels;
        }
        return {};
    case ProblemRole:
        return problem;
    case OptionalRole:
        return f.optional;
    default:
        return {};
    }
}

QVariant BundleTableModel::displayValue(const QModelIndex &index, const Field &f) const
{
    const Bundle &bundle = m_store->bundle();
    const QVariant v = value(bundle, index.row(), index.column());
    const QLocale locale;
    switch (f.kind) {
    case FieldKind::Money:
    case FieldKind::Factor: {
        if (!v.isValid())
            return QStringLiteral("\u2014");
        const Decimal d = v.value<Decimal>().normalized();
        const int places = f.kind == FieldKind::Money ? std::max(2, d.scale()) : d.scale();
        return MoneyFormat::number(d, places, locale);
    }
    case FieldKind::Number:
        if (!v.isValid())
            return QStringLiteral("\u2014");
        return locale.toString(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case FieldKind::Integer:
        return v.isValid() ? locale.toString(v.toInt()) : QString();
    case FieldKind::Boolean:
        return {};
    case FieldKind::Choice:
        return choiceLabel(bundle, index.column(), v.toString());
    case FieldKind::Notes:
        return shortened(v.toString());
    default:
        return v.toString();
    }
}

QVariant BundleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return section + 1;
        return {};
    }
    if (section < 0 || section >= fieldCount())
        return {};
    const Field f = field(section);
    switch (role) {
    case Qt::DisplayRole:
        return f.title;
    case Qt::ToolTipRole:
        return f.help.isEmpty() ? QVariant() : QVariant(QStringLiteral("<p>%1</p>").arg(f.help));
    case Qt::TextAlignmentRole:
        if (isNumeric(f.kind))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case FieldKindRole:
        return static_cast<int>(f.kind);
    default:
        return {};
    }
}

Qt::ItemFlags BundleTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (!isEditable(index.row(), index.column()))
        return result;
    if (field(index.column()).kind == FieldKind::Boolean)
        return result | Qt::ItemIsUserCheckable;
    return result | Qt::ItemIsEditable;
}

bool BundleTableModel::setData(const QModelIndex &index, const QVariant &input, int role)
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !isEditable(index.row(), index.column()))
        return false;
    const Field f = field(index.column());
    QVariant raw = input;
    if (role == Qt::CheckStateRole) {
        if (f.kind != FieldKind::Boolean)
            return false;
        raw = input.toInt() == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    }

    const Bundle &bundle = m_store->bundle();
    const int row = index.row();
    const QString label = problemLabel(bundle, row);
    QString error;
    const std::optional<QVariant> converted = convert(f, raw, row, index.column(), &error);
    if (!converted)
        return refuse(index, Problem{ label, f.key, error, f.label }, row);
    const QVariant oldValue = value(bundle, row, index.column());
    if (oldValue == *converted) {
        clearRefusal();
        return true;
    }

    Bundle candidate = bundle;
    if (!assign(candidate, row, index.column(), *converted, &error))
        return refuse(index, Problem{ label, f.key, error, f.label }, row);

    // docs/architecture.md, "Libraries": invalid input never reaches the engine (nor the storage,
    // which checks the same). The store checks what the edit touched and what refers to it, the
    // whole only when that fails. The problem about the edited item comes first when there are
    // several.
    const Problems problems = m_store->check(candidate);
    if (!problems.isEmpty()) {
        // The item's label may quote the value refused (an option's new name).
        const QString edited = problemLabel(candidate, row);
        const auto own = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
            return p.item == label || p.item == edited;
        });
        return own != problems.cend() ? refuse(index, *own, row)
                                      : refuse(index, problems.constFirst(), -1);
    }
    return push(index, candidate, oldValue, *converted);
}

std::optional<QVariant> BundleTableModel::convert(const Field &f, const QVariant &input, int row,
                                                  int column, QString *error) const
{
    if (input.metaType() == QMetaType::fromType<Decimal>()) {
        if (f.kind == FieldKind::Money || f.kind == FieldKind::Factor)
            return input;
        if (f.kind == FieldKind::Number)
            return input.value<Decimal>().toDouble();
    }
    const QString text = input.toString().trimmed();
    switch (f.kind) {
    case FieldKind::Money:
    case FieldKind::Factor:
    case FieldKind::Number: {
        if (text.isEmpty() && f.optional)
            return QVariant();
        const std::optional<Decimal> d = NumberEntry::parse(text, error);
        if (!d)
            return std::nullopt;
        if (f.kind == FieldKind::Number)
            return d->toDouble();
        return QVariant::fromValue(*d);
    }
    case FieldKind::Integer: {
        if (input.typeId() == QMetaType::Int)
            return input;
        const std::optional<int> whole = NumberEntry::wholeNumber(text, error);
        if (!whole)
            return std::nullopt;
        return *whole;
    }
    case FieldKind::Boolean:
        return input.toBool();
    case FieldKind::Choice:
        if (!choices(m_store->bundle(), row, column).contains(text)) {
            *error = tr("\"%1\" is not one of the choices offered here").arg(text);
            return std::nullopt;
        }
        return text;
    case FieldKind::Currency: {
        // Typed in lower case is taken as meant; the form is the core's (TextFormat).
        const QString code = TextFormat::currencyInput(text);
        if (code.isEmpty() && f.optional)
            return QString();
        if (!TextFormat::currencyProblem(code).isEmpty()) {
            *error = TextFormat::currencyProblem(text);
            return std::nullopt;
        }
        return code;
    }
    case FieldKind::Id:
        *error = TextFormat::idProblem(text);
        if (!error->isEmpty())
            return std::nullopt;
        return text;
    case FieldKind::QuoteDate:
        *error = TextFormat::quoteDateProblem(text);
        if (!error->isEmpty())
            return std::nullopt;
        return text;
    case FieldKind::Notes:
        return input.toString();
    case FieldKind::Text:
        return text;
    }
    return text;
}

bool BundleTableModel::push(const QModelIndex &index, const Bundle &candidate,
                            const QVariant &oldValue, const QVariant &newValue)
{
    const Field f = field(index.column());
    BundleChange change;
    change.kind = changeKind(index.column());
    change.part = m_part;
    change.scenario = scenarioIndex();
    change.row = index.row();
    const CellAddress cell{ m_part, scenarioIndex(), index.row(), index.column() };
    const QString text = tr("Change %1 of %2").arg(f.name, itemName(index.row()));
    QString note;
    const int noted = consequence(m_store->bundle(), candidate, index.row(), index.column(), &note);
    m_store->undoStack()->push(new ChangeValueCommand(m_store, text, cell, oldValue, newValue,
                                                      m_store->bundle(), candidate, change));
    if (!tookPush(index))
        return false;
    if (noted >= 0 && !note.isEmpty()) {
        // Set after the push, whose change notification clears the last note.
        m_lastNote = note;
        m_notedCell = this->index(index.row(), noted);
        Q_EMIT dataChanged(m_notedCell, m_notedCell);
        Q_EMIT editNoted(m_notedCell, note);
    }
    return true;
}

bool BundleTableModel::addItem()
{
    const Bundle &bundle = m_store->bundle();
    Bundle candidate = bundle;
    QString error;
    const int row = insertNew(candidate, itemCount(bundle), &error);
    if (row < 0)
        return refuse(QModelIndex(), error);
    if (const Problems problems = m_store->check(candidate); !problems.isEmpty())
        return refuse(QModelIndex(), problems.constFirst().text());
    m_store->undoStack()->push(new RowCommand(m_store, tr("Add %1").arg(itemNoun(1)),
                                              RowCommand::Insert, m_part, scenarioIndex(), row,
                                              bundle, candidate));
    return tookPush(QModelIndex());
}

bool BundleTableModel::duplicateItems(QList<int> rows)
{
    rows = lastFirst(rows);
    if (rows.isEmpty() || !canDuplicate())
        return false;
    const QString text = rows.size() == 1
            ? tr("Duplicate %1").arg(itemName(rows.constFirst()))
            : tr("Duplicate %1 %2").arg(rows.size()).arg(itemNoun(rows.size()));
    return pushRows(rows, RowCommand::Insert, text);
}

bool BundleTableModel::removeItems(QList<int> rows)
{
    rows = lastFirst(rows);
    if (rows.isEmpty())
        return false;
    for (int row : std::as_const(rows)) {
        const QString blocker = removalBlocker(m_store->bundle(), row);
        if (!blocker.isEmpty())
            return refuse(index(row, 0), blocker);
    }
    const QString text = rows.size() == 1
            ? tr("Remove %1").arg(itemName(rows.constFirst()))
            : tr("Remove %1 %2").arg(rows.size()).arg(itemNoun(rows.size()));
    return pushRows(rows, RowCommand::Remove, text);
}

QList<int> BundleTableModel::lastFirst(QList<int> rows)
{
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

bool BundleTableModel::pushRows(const QList<int> &rows, RowCommand::Action action,
                                const QString &text)
{
    // Insert copies item `row` after it; Remove takes item `row` out. From the last row up,
    // each step's row is still where it was before the steps above it.
    const auto apply = [&](Bundle &bundle, int row) {
        if (action == RowCommand::Insert)
            insertCopy(bundle, row);
        else
            removeAt(bundle, row);
    };
    const int offset = action == RowCommand::Insert ? 1 : 0;
    const auto command
            = [&](const QString &stepText, int row, const Bundle &before, QUndoCommand *parent) {
                  Bundle after = before;
                  apply(after, row);
                  auto *step = new RowCommand(m_store, stepText, action, m_part, scenarioIndex(),
                                              row + offset, before, after, parent);
                  return std::make_pair(step, after);
              };
    Bundle result = m_store->bundle();
    for (int row : rows)
        apply(result, row);
    if (const Problems problems = m_store->check(result); !problems.isEmpty())
        return refuse(QModelIndex(), problems.constFirst().text());
    if (rows.size() == 1) {
        m_store->undoStack()->push(
                command(text, rows.constFirst(), m_store->bundle(), nullptr).first);
    } else {
        auto *batch = new BatchCommand(m_store, text);
        Bundle state = m_store->bundle();
        for (int row : rows)
            state = command(QString(), row, state, batch).second;
        m_store->undoStack()->push(batch);
    }
    return tookPush(QModelIndex());
}

bool BundleTableModel::tookPush(const QModelIndex &index)
{
    if (!m_store->lastProblems().isEmpty())
        return refuse(index, m_store->lastProblems().constFirst().text());
    clearRefusal();
    return true;
}

QStringList BundleTableModel::choices(const Bundle &bundle, int, int) const
{
    // Currencies: every code the bundle already uses, so that a typo stands out.
    return FxRates::inUse(bundle);
}

QString BundleTableModel::choiceLabel(const Bundle &, int, const QString &choice) const
{
    return choice;
}

bool BundleTableModel::isEditable(int, int) const
{
    return true;
}

QString BundleTableModel::removalBlocker(const Bundle &, int) const
{
    return {};
}

int BundleTableModel::consequence(const Bundle &, const Bundle &, int, int, QString *) const
{
    return -1;
}

BundleChange::Kind BundleTableModel::changeKind(int) const
{
    return BundleChange::ValuesChanged;
}

bool BundleTableModel::refuse(const QModelIndex &index, const Problem &problem, int row)
{
    return refuse(index, problem.text(), shownText(problem, row));
}

QString BundleTableModel::shownText(const Problem &problem, int row) const
{
    // The banner names what the editor shows. The item edited goes by its
    // name, its field by the column title; a problem of another item keeps that item's label.
    if (problem.field.isEmpty())
        return problem.text();
    QString fieldLabel;
    for (int column = 0; column < fieldCount() && fieldLabel.isEmpty(); ++column) {
        const Field f = field(column);
        if (f.key == problem.field && !f.title.isEmpty())
            fieldLabel = f.title;
    }
    if (fieldLabel.isEmpty())
        fieldLabel = problem.label ? FieldLabel::translated(problem.label) : problem.field;
    // `row` is the edited item's when the problem is about it (its label may quote the
    // value refused, an option's new name); -1 for another item's problem.
    const bool own = row >= 0 && row < itemCount(m_store->bundle());
    const QString item = own
            ? tr("%1 \"%2\"", "item kind, item name").arg(itemNoun(1), itemName(row))
            : problem.item;
    return tr("%1 — %2: %3", "item, field as the editor shows it, what is wrong")
            .arg(item, fieldLabel, problem.message);
}

bool BundleTableModel::refuse(const QModelIndex &index, const QString &message,
                              const QString &shown)
{
    const QModelIndex previous = m_refusedCell;
    m_lastRefusal = message;
    m_lastRefusalShown = shown.isEmpty() ? message : shown;
    m_refusedCell = index;
    if (previous.isValid() && previous != index)
        Q_EMIT dataChanged(previous, previous);
    if (index.isValid())
        Q_EMIT dataChanged(index, index);
    Q_EMIT editRefused(index, message);
    return false;
}

void BundleTableModel::clearRefusal()
{
    m_lastRefusal.clear();
    m_lastRefusalShown.clear();
    Q_EMIT refusalCleared();
    const QModelIndex previous = m_refusedCell;
    m_refusedCell = QPersistentModelIndex();
    if (previous.isValid())
        Q_EMIT dataChanged(previous, previous);
}

void BundleTableModel::reload()
{
    beginResetModel();
    m_refusedCell = QPersistentModelIndex();
    m_notedCell = QPersistentModelIndex();
    endResetModel();
}

void BundleTableModel::onAboutToChange(const BundleChange &change)
{
    const bool perScenario = m_part == BundlePart::ScenarioOptions
            || m_part == BundlePart::ScenarioFx || m_part == BundlePart::ScenarioDemand;
    const bool mine = change.part == m_part && (!perScenario || change.scenario == scenarioIndex());
    if (change.kind == BundleChange::Reset
        || (perScenario && change.part == BundlePart::Scenarios
            && change.kind != BundleChange::ValuesChanged)) {
        m_resetting = true;
        beginResetModel();
    } else if (mine && change.kind == BundleChange::RowInserted) {
        m_rowsChanging = true;
        beginInsertRows(QModelIndex(), change.row, change.row);
    } else if (mine && change.kind == BundleChange::RowRemoved) {
        m_rowsChanging = true;
        beginRemoveRows(QModelIndex(), change.row, change.row);
    }
}

void BundleTableModel::onChanged(const BundleChange &change)
{
    m_lastRefusal.clear();
    m_lastRefusalShown.clear();
    m_refusedCell = QPersistentModelIndex();
    m_lastNote.clear();
    m_notedCell = QPersistentModelIndex();
    if (m_resetting) {
        m_resetting = false;
        endResetModel();
        return;
    }
    if (m_rowsChanging) {
        m_rowsChanging = false;
        if (change.kind == BundleChange::RowInserted)
            endInsertRows();
        else
            endRemoveRows();
    }
    // Names, choices and headers (the FX table's currency) may follow from a change elsewhere.
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, fieldCount() - 1);
    const int rows = rowCount();
    if (rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, fieldCount() - 1));
}

QString BundleTableModel::quoteAgeNote(const QString &date, bool *old) const
{
    *old = false;
    if (date.isEmpty())
        return tr("No quote date: the figures' age is unknown.");
    // The age and the flag from the core's one rule, as the advice has them.
    const QDate today = QDate::currentDate();
    const std::optional<int> months = QuoteAge::months(date, today);
    if (!months)
        return {};
    if (QuoteAge::isOld(date, today)) {
        *old = true;
        return tr("Quoted %1, %2 months ago: prices may have changed; ask for a new quote.")
                .arg(date)
                .arg(*months);
    }
    if (*months < 0)
        return tr("Quoted %1").arg(date);
    return tr("Quoted %1, %2 months ago").arg(date).arg(*months);
}

BundleTableModel::Field BundleTableModel::specField(const FieldInfo &spec)
{
    return { FieldLabel::translated(spec.title), FieldLabel::translated(spec.name), spec.entry,
             // A nested field is named by its group, as the Validator names it ("tflops").
             spec.group().isEmpty() ? spec.keyText() : spec.group(),
             FieldLabel::translated(spec.help), spec.optional, spec.name };
}

QVariant BundleTableModel::specValue(const FieldInfo &spec, const FieldValue &value)
{
    if (const QString *text = std::get_if<QString>(&value))
        return *text;
    if (const Decimal *decimal = std::get_if<Decimal>(&value))
        return QVariant::fromValue(*decimal);
    if (const double *real = std::get_if<double>(&value)) {
        // docs/format.md: a throughput of 0 means "unsupported" and is shown as an empty cell.
        if (spec.optional && spec.write == WriteRule::IfNonZero && !(*real > 0))
            return {};
        return *real;
    }
    if (const int *integer = std::get_if<int>(&value))
        return *integer;
    if (const bool *flag = std::get_if<bool>(&value))
        return *flag;
    if (const quint64 *whole = std::get_if<quint64>(&value))
        return QString::number(*whole); // typed as text: beyond an int spin box (sim_seed)
    return {};
}

FieldValue BundleTableModel::specInput(const FieldInfo &spec, const QVariant &value)
{
    switch (spec.type) {
    case FieldType::Text:
    case FieldType::Enum:
        return value.toString();
    case FieldType::Decimal:
        return value.value<Decimal>();
    case FieldType::OptionalDecimal:
        return value.isValid() ? FieldValue(value.value<Decimal>()) : FieldValue();
    case FieldType::Real:
        return value.toDouble();
    case FieldType::OptionalReal:
        return value.isValid() ? FieldValue(value.toDouble()) : FieldValue();
    case FieldType::Integer:
        return value.toInt();
    case FieldType::Boolean:
        return value.toBool();
    case FieldType::Unsigned64: {
        // Digits only; anything else is left for the field check to refuse.
        const QString digits = value.toString().trimmed();
        bool ok = !digits.isEmpty() && std::all_of(digits.cbegin(), digits.cend(), [](QChar c) {
            return c >= u'0' && c <= u'9';
        });
        const quint64 whole = ok ? digits.toULongLong(&ok) : 0;
        return ok ? FieldValue(whole) : FieldValue();
    }
    case FieldType::Group:
        break;
    }
    return {};
}

} // namespace infertco
