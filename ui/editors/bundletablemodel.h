// SPDX-License-Identifier: GPL-3.0-or-later
// The part every editor table shares: rows of one list of the open bundle, cells checked
// before they change, every change an undoable command written to the document.
#pragma once

#include "edit/bundlechange.h"
#include "edit/rowcommand.h"
#include "editors/delegates/itemroles.h"

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QAbstractTableModel>
#include <QCoreApplication>
#include <QPersistentModelIndex>

namespace infertco {

class BundleStore;

class BundleTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    BundleTableModel(BundleStore *store, BundlePart part, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Edits through EditRole (text or value) or CheckStateRole. The document only ever
    /// holds a valid bundle, so an edit after which the Validator finds any problem, or that
    /// the document refuses, is not made: setData() returns false, editRefused() says which
    /// item, which field and why, and the cell is marked with that reason until the next edit.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    BundleStore *store() const { return m_store; }
    /// The store's bundle as it is now.
    const Bundle &bundle() const;
    BundlePart part() const { return m_part; }

    /// The row's item as a user knows it, for undo texts ("NVIDIA H100 SXM 80GB").
    virtual QString itemName(int row) const = 0;

    /// Undoable row edits; false when refused (editRefused() says why).
    bool addItem();
    /// False where a copy makes no sense (a second rate for one currency).
    virtual bool canDuplicate() const { return true; }
    bool duplicateItems(QList<int> rows);
    bool removeItems(QList<int> rows);

    /// Why the last edit was refused; empty after an edit that was made.
    QString lastRefusal() const { return m_lastRefusal; }
    /// The same reason as the editor's banner shows it: the item by the name the editor shows
    /// and the field by its column title ("scenario "HK API growth" — Utilization: …"), not by
    /// ids and bundle keys; empty after an edit that was made.
    QString lastRefusalShown() const { return m_lastRefusalShown; }

    /// What the last edit chose for the user besides the cell edited (an option's new offer
    /// after its accelerator changed); empty when it chose nothing. That cell is marked with
    /// this note until the next change, and undoing the edit undoes the choice with it.
    QString lastNote() const { return m_lastNote; }

Q_SIGNALS:
    void editRefused(const QModelIndex &index, const QString &message);
    /// An edit was made and changed `index` too, for the reason `message` gives.
    void editNoted(const QModelIndex &index, const QString &message);
    /// An edit was taken (or left the value as it was): a refusal shown before no longer holds.
    void refusalCleared();

protected:
    /// How a column is shown and checked.
    struct Field
    {
        QString title; ///< column header: "Price"
        QString name; ///< in undo texts: "Change price of …"
        FieldKind kind = FieldKind::Text;
        QString key; ///< the Validator's field name: "price", "workload.params_b"
        QString help; ///< header tooltip: meaning and unit
        bool optional = false; ///< an empty cell means "absent"
        const char *label = nullptr; ///< the field table's label, for Problem::label
    };

    /// A column of a field table: its labels in the user's language.
    static Field specField(const FieldInfo &spec);
    /// A field-table value as a cell shows it: a throughput of 0 is an empty cell.
    static QVariant specValue(const FieldInfo &spec, const FieldValue &value);
    /// A cell's value (converted to the field's type; invalid for absent) as the field's.
    static FieldValue specInput(const FieldInfo &spec, const QVariant &value);

    virtual int itemCount(const Bundle &bundle) const = 0;
    virtual int fieldCount() const = 0;
    virtual Field field(int column) const = 0;
    /// The cell's value: Decimal, double, int, bool or QString; invalid when absent.
    virtual QVariant value(const Bundle &bundle, int row, int column) const = 0;
    /// Puts `value` (converted to the field's type; invalid for absent) into `bundle`.
    /// Returns false with *error when the value cannot be taken (an id in use, say).
    virtual bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                        QString *error) const = 0;
    /// How the Validator names the row's item (`accelerator "h100-sxm"`).
    virtual QString problemLabel(const Bundle &bundle, int row) const = 0;
    /// For Choice cells: the values allowed in this row and how each is shown.
    virtual QStringList choices(const Bundle &bundle, int row, int column) const;
    virtual QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const;
    virtual bool isEditable(int row, int column) const;
    /// What the rows are: "accelerator" / "accelerators" (translated, by count).
    virtual QString itemNoun(int count) const = 0;

    /// A new item, with an id no other item has, at `row` for lists in the user's order;
    /// returns the row it landed in (sorted lists), or -1 with *error when there is
    /// nothing to add.
    virtual int insertNew(Bundle &bundle, int row, QString *error) const = 0;
    /// A copy of item `row` with a new id, inserted at `row + 1`.
    virtual void insertCopy(Bundle &bundle, int row) const = 0;
    virtual void removeAt(Bundle &bundle, int row) const = 0;
    /// Why item `row` cannot be removed (who still uses it); empty when it can.
    virtual QString removalBlocker(const Bundle &bundle, int row) const;

    /// The scenario index for per-scenario lists, -1 for the others.
    virtual int scenarioIndex() const { return -1; }
    /// What an edit of `column` in row `row` changed beyond that cell, from `before` to
    /// `after`: the column it changed (else -1) and a note saying so; none by default.
    virtual int consequence(const Bundle &before, const Bundle &after, int row, int column,
                            QString *note) const;
    /// How a change to `column` is told to views: a change that moves rows (renaming an
    /// FX currency re-sorts the table) is a Reset.
    virtual BundleChange::Kind changeKind(int column) const;

    /// Refuses an edit: marks the cell, signals the message, returns false.
    /// `shown` is the reason as the editor's banner gives it; empty: `message`.
    bool refuse(const QModelIndex &index, const QString &message, const QString &shown = QString());
    /// Refuses an edit of row `row` for `problem`, named in the banner as the editor names it.
    bool refuse(const QModelIndex &index, const Problem &problem, int row);
    void clearRefusal();
    /// Re-reads everything after the list this model shows was switched (another scenario).
    void reload();

private:
    void onAboutToChange(const BundleChange &change);
    void onChanged(const BundleChange &change);
    std::optional<QVariant> convert(const Field &field, const QVariant &input, int row, int column,
                                    QString *error) const;
    bool push(const QModelIndex &index, const Bundle &candidate, const QVariant &oldValue,
              const QVariant &newValue);
    QVariant displayValue(const QModelIndex &index, const Field &field) const;
    QString quoteAgeNote(const QString &date, bool *old) const;
    QString shownText(const Problem &problem, int row) const;
    /// `rows` from the last up, each once.
    static QList<int> lastFirst(QList<int> rows);
    /// Copies (Insert) or removes each of `rows` (from lastFirst()) as one undoable step named
    /// `text`, a batch when there are several; refused when the result has a problem.
    bool pushRows(const QList<int> &rows, RowCommand::Action action, const QString &text);
    /// What the store said of the command just pushed: false (refused at `index`) when it
    /// found a problem; else the last refusal is cleared.
    bool tookPush(const QModelIndex &index);

    BundleStore *m_store;
    BundlePart m_part;
    QString m_lastRefusal;
    QString m_lastRefusalShown;
    QPersistentModelIndex m_refusedCell; ///< marked with m_lastRefusal until the next edit
    QString m_lastNote;
    QPersistentModelIndex m_notedCell; ///< marked with m_lastNote until the next change
    bool m_rowsChanging = false;
    bool m_resetting = false;
};

} // namespace infertco
