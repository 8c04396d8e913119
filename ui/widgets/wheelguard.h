// SPDX-License-Identifier: GPL-3.0-or-later
// Scrolling a form with the mouse wheel changes no value: the wheel over a combo box, spin box
// or slider (not a scroll bar) of a form scrolls the form instead (a value changes only by a click
// or a key).
#pragma once

#include <QObject>

class QWidget;

namespace infertco {

class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /// Guards every combo box, spin box and slider inside `form` as it stands now (and
    /// `form` itself when it is one): they take focus by a click or Tab only, and pass the
    /// wheel on to what holds them.
    static void install(QWidget *form);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) { }
};

} // namespace infertco
