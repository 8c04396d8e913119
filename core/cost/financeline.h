// SPDX-License-Identifier: GPL-3.0-or-later
// The lines the finance layer adds to an option's ledger (docs/method.md, "After tax, loans
// and leases"): loan interest and repayments, lease payments and the profits tax. Like the
// cost components, one table says each line's key, name and colour.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstddef>

namespace infertco {

enum class FinanceLine {
    Interest,
    LoanRepayment,
    Lease,
    Tax,
};

struct FinanceLineInfo
{
    FinanceLine line;
    const char *key; ///< in the CLI's JSON, CSV and Excel: "loan_repayment"
    const char *name; ///< shown to a user, translated in context infertco::ComponentNames
    int tone; ///< its colour: an index into ChartPalette's component tones, after the components'
};

/// Every finance line in FinanceLine order, which is the order of every report.
inline constexpr std::array FinanceLineTable{
    FinanceLineInfo{ FinanceLine::Interest, "interest",
                     QT_TRANSLATE_NOOP("infertco::ComponentNames", "Loan interest"), 12 },
    FinanceLineInfo{ FinanceLine::LoanRepayment, "loan_repayment",
                     QT_TRANSLATE_NOOP("infertco::ComponentNames", "Loan repayment"), 13 },
    FinanceLineInfo{ FinanceLine::Lease, "lease",
                     QT_TRANSLATE_NOOP("infertco::ComponentNames", "Lease payments"), 14 },
    FinanceLineInfo{ FinanceLine::Tax, "tax",
                     QT_TRANSLATE_NOOP("infertco::ComponentNames", "Profits tax"), 15 },
};

inline constexpr int FinanceLineCount = static_cast<int>(FinanceLineTable.size());

inline constexpr std::array<FinanceLine, FinanceLineCount> AllFinanceLines{
    FinanceLine::Interest,
    FinanceLine::LoanRepayment,
    FinanceLine::Lease,
    FinanceLine::Tax,
};

inline constexpr const FinanceLineInfo &financeLineInfo(FinanceLine line)
{
    return FinanceLineTable[static_cast<std::size_t>(line)];
}

inline QString financeLineKey(FinanceLine line)
{
    return QString::fromLatin1(financeLineInfo(line).key);
}

inline QString financeLineName(FinanceLine line)
{
    return QCoreApplication::translate("infertco::ComponentNames", financeLineInfo(line).name);
}

} // namespace infertco
