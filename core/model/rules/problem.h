// SPDX-License-Identifier: GPL-3.0-or-later
// An error a user can act on: which item, which field, what is wrong (docs/architecture.md,
// "Libraries").
#pragma once

#include <QList>
#include <QString>

namespace infertco {

struct Problem
{
    QString item; ///< e.g. "accelerator \"l40s\"" or "line 7"
    QString field; ///< e.g. "price"; empty when the whole item is wrong
    QString message; ///< what is wrong, e.g. "must not be negative"
    /// The field's label from its field table (QT_TRANSLATE_NOOP("infertco::Fields", …)),
    /// shown beside the key outside English; nullptr where the field has none.
    const char *label = nullptr;

    /// `accelerator "l40s", field "price": must not be negative`; in another language the
    /// field's label comes first and its bundle key in brackets, so that a user can find it
    /// in the file: `加速器 "l40s" 的"价格"(price)不得为负`.
    QString text() const;
};

using Problems = QList<Problem>;

/// A value or the problems that prevented it.
template <typename T>
class Outcome
{
public:
    Outcome(T value) : m_value(std::move(value)) { }
    Outcome(Problems problems) : m_problems(std::move(problems)) { }

    bool ok() const { return m_problems.isEmpty(); }
    const T &value() const { return m_value; }
    T &value() { return m_value; }
    const Problems &problems() const { return m_problems; }

private:
    T m_value{};
    Problems m_problems;
};

} // namespace infertco
