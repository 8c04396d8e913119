// SPDX-License-Identifier: GPL-3.0-or-later
// The ranked plans of a plan search (docs/method.md, "Plan search") as a table: rank, name, mode,
// total, NPV, cost per million tokens, the largest component, a sparkline of the cumulative cost,
// its region and what it lacks or warns of; and the proxy that filters them by mode and region.
#pragma once

#include "model/entities/catalog.h"
#include "plan/plansearch.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QSortFilterProxyModel>

#include <optional>

namespace infertco {

class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Rank,
        Name,
        Mode,
        Region, ///< where the plan's offers are, in the reader's language
        Total,
        Npv,
        PerMillionTokens,
        Largest,
        Cumulative,
        Notes, ///< what is unknown (an incomplete plan) and how many warnings it carries
        ColumnCount
    };
    enum Role {
        ModeRole = Qt::UserRole + 1, ///< the OptionMode, as an int
        RegionsRole, ///< the region ids of the plan's offers (QStringList)
        ShapeRole, ///< Cumulative: PlanAdvice::cumulativeShape (QList<double>)
        PlanIndexRole, ///< the row's index into PlanSearchResult::plans
    };

    /// A plan's name as the search gives it ("<accelerator> · rent · <offer>", the bundle's
    /// word for the mode; a hybrid's "· 3 owned") in the user's language; any other name as is.
    static QString displayName(const QString &name, OptionMode mode);

    explicit PlanTableModel(QObject *parent = nullptr);

    void setSearch(const PlanSearchResult &search, const Catalog &catalog);
    void clear();
    const PlanSearchResult &search() const { return m_search; }
    void setLocale(const QLocale &locale);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Says the headers and modes again in the language just installed.
    void retranslate();

private:
    PlanSearchResult m_search;
    QList<QStringList> m_regions; ///< per plan
    QStringList m_regionNames; ///< per plan, as the Region column shows them
    QList<QList<double>> m_shapes; ///< per plan
    QLocale m_locale;
};

/// Rows of one mode and in one region (a plan whose every offer is in it); all by default.
class PlanFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit PlanFilterModel(QObject *parent = nullptr);

    void setMode(std::optional<OptionMode> mode);
    void setRegion(const QString &region);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<OptionMode> m_mode;
    QString m_region;
};

} // namespace infertco
