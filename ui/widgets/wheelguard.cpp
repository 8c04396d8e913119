// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QSlider>
#include <QWidget>

namespace infertco {

namespace {

bool changesOnWheel(const QWidget *widget)
{
    // Not the scroll bars: the wheel is meant for them.
    return qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
            || qobject_cast<const QSlider *>(widget);
}

} // namespace

void WheelGuard::install(QWidget *form)
{
    auto *guard = form->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly);
    if (!guard)
        guard = new WheelGuard(form);
    QList<QWidget *> widgets = form->findChildren<QWidget *>();
    widgets.prepend(form);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!changesOnWheel(widget))
            continue;
        widget->setFocusPolicy(Qt::StrongFocus); // not Qt::WheelFocus
        widget->removeEventFilter(guard);
        widget->installEventFilter(guard);
    }
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        // Unaccepted, the event goes on to the parents: the form's scroll area scrolls.
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace infertco
