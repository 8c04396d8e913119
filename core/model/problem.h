// SPDX-License-Identifier: GPL-3.0-or-later
// An error a user can act on: which item, which field, what is wrong (DESIGN 1).
#pragma once

#include <QList>
#include <QString>

namespace infertco {

struct Problem
{
    QString item;    ///< e.g. "accelerator \"l40s\"" or "line 7"
    QString field;   ///< e.g. "price"; empty when the whole item is wrong
    QString message; ///< what is wrong, e.g. "must not be negative"

    QString text() const
    {
        if (field.isEmpty())
            return item.isEmpty() ? message : item + QStringLiteral(": ") + message;
        return item + QStringLiteral(", field \"") + field + QStringLiteral("\": ") + message;
    }
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
