// SPDX-License-Identifier: GPL-3.0-or-later
// The options one scenario compares, as an editable table: name, rent or colo, and the
// accelerator, platform and offer, each chosen among the catalog items that fit (docs/format.md).
// The columns are the fields of scenarioOptionFields() that scenarioOptionColumns() names.
#pragma once

#include "scenariolistmodel.h"

namespace infertco {

class ScenarioOptionTableModel : public ScenarioListModel
{
    Q_OBJECT

public:
    explicit ScenarioOptionTableModel(BundleStore *store, QObject *parent = nullptr);

    /// The column that shows field `key` ("mode", "offer"); -1 if none does.
    static int columnOf(const char *key);

    QString itemName(int row) const override;

    /// "Rent" / "Colocation" / "Hybrid".
    static QString modeName(OptionMode mode);

protected:
    int itemCount(const Bundle &bundle) const override;
    int fieldCount() const override;
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString problemLabel(const Bundle &bundle, int row) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
    bool isEditable(int row, int column) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void insertCopy(Bundle &bundle, int row) const override;
    void removeAt(Bundle &bundle, int row) const override;
    /// Nothing is chosen for the user unseen: an accelerator or mode change that makes the
    /// option's platform or offer no longer fit takes the first that does, and says so on
    /// the offer cell (or the platform cell); Undo puts both back.
    int consequence(const Bundle &before, const Bundle &after, int row, int column,
                    QString *note) const override;
};

} // namespace infertco
