// SPDX-License-Identifier: GPL-3.0-or-later
#include "apptheme.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPalette>
#include <QStyleFactory>

namespace infertco {

namespace {

const char StyleSheet[] = R"(
QMainWindow, QDialog { background: #f4f6f9; }
QTreeWidget#sidebar {
    background: #eceff4; border: none; border-right: 1px solid #dde2ea;
    padding: 10px 6px; outline: 0;
}
QTreeWidget#sidebar::item { height: 30px; padding: 0 6px; border-radius: 6px; color: #1f2937; }
QTreeWidget#sidebar::item:hover { background: #e1e6ee; }
QTreeWidget#sidebar::item:selected { background: #d6e2fb; color: #1d4ed8; }
QWidget#editorPage { background: #f4f6f9; }
QLabel#pageTitle { font-size: 15pt; font-weight: 600; color: #111827; }
QLabel#pageDescription { color: #6b7280; }
QLabel#refusalBar {
    background: #fdecea; color: #b42318; border: 1px solid #f4c4be; border-radius: 6px;
    padding: 7px 10px;
}
QLabel#noteBar {
    background: #fef6e7; color: #8a4b08; border: 1px solid #f5d9a8; border-radius: 6px;
    padding: 7px 10px;
}
QLineEdit[invalid="true"], QComboBox[invalid="true"], QPlainTextEdit[invalid="true"] {
    border: 1px solid #b42318; background: #fdecea; color: #b42318;
}
QGroupBox {
    background: #ffffff; border: 1px solid #e1e5eb; border-radius: 8px;
    margin-top: 22px; padding: 10px 10px 8px 10px; font-weight: 600; color: #111827;
}
QGroupBox::title { subcontrol-origin: margin; subcontrol-position: top left; left: 4px; padding: 0 2px 4px 2px; }
QGroupBox QLabel, QGroupBox QCheckBox { font-weight: normal; color: #374151; }
QGroupBox QLineEdit, QGroupBox QComboBox, QGroupBox QPlainTextEdit { font-weight: normal; }
QTableView {
    background: #ffffff; alternate-background-color: #f8fafc; gridline-color: #edf0f4;
    border: 1px solid #e1e5eb; border-radius: 6px;
    selection-background-color: #dbe7fd; selection-color: #111827;
}
QTableView#planTable { selection-background-color: #2563eb; selection-color: #ffffff; }
QHeaderView::section {
    background: #f3f5f8; color: #374151; font-weight: 600; border: none;
    border-bottom: 1px solid #e1e5eb; border-right: 1px solid #edf0f4; padding: 5px 8px;
}
QToolButton {
    background: #ffffff; border: 1px solid #d3d9e2; border-radius: 6px; padding: 4px 12px;
    color: #1f2937;
}
QToolButton:hover { background: #f1f4f8; }
QToolButton:pressed { background: #e4e9f0; }
QToolButton:disabled { color: #a0a7b4; border-color: #e3e7ed; }
QTabBar QToolButton { padding: 0; border-radius: 0; min-width: 16px; }
QLineEdit#filterEdit { padding: 4px 8px; border: 1px solid #d3d9e2; border-radius: 6px; background: #ffffff; }
QStatusBar { background: #eceff4; color: #4b5563; border-top: 1px solid #dde2ea; }
QStatusBar QLabel { padding: 0 8px; color: #4b5563; }
QDockWidget { font-weight: 600; color: #374151; }
QDockWidget::title { background: #eceff4; padding: 6px 10px; border-bottom: 1px solid #dde2ea; }
QWidget#presentationScreen { background: #ffffff; }
)";

QFont applicationFont()
{
    // A sans-serif that covers Latin and CJK alike, so that English and Chinese share one look.
    const QStringList families = QFontDatabase::families();
    for (const char *name :
         { "Noto Sans CJK SC", "Noto Sans", "Source Han Sans SC", "DejaVu Sans" }) {
        const QString family = QString::fromLatin1(name);
        if (families.contains(family)) {
            QFont font(family);
            font.setPointSizeF(10);
            font.setStyleStrategy(QFont::PreferAntialias);
            return font;
        }
    }
    return QApplication::font();
}

} // namespace

void AppTheme::apply(QApplication &application)
{
    application.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QPalette palette;
    const QColor text(0x1f, 0x29, 0x37);
    palette.setColor(QPalette::Window, QColor(0xf4, 0xf6, 0xf9));
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(0xf8, 0xfa, 0xfc));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, Qt::white);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, QColor(0x25, 0x63, 0xeb));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, Qt::white);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x9c, 0xa3, 0xaf));
    palette.setColor(QPalette::Link, QColor(0x1d, 0x4e, 0xd8));
    palette.setColor(QPalette::Mid, QColor(0xd3, 0xd9, 0xe2));
    palette.setColor(QPalette::Light, Qt::white);
    palette.setColor(QPalette::Midlight, QColor(0xe9, 0xec, 0xf1));
    palette.setColor(QPalette::Dark, QColor(0xa0, 0xa7, 0xb4));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0xa0, 0xa7, 0xb4));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xa0, 0xa7, 0xb4));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xa0, 0xa7, 0xb4));
    application.setPalette(palette);
    application.setFont(applicationFont());
    application.setStyleSheet(QString::fromUtf8(StyleSheet));
}

} // namespace infertco
