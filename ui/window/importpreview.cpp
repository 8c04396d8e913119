// SPDX-License-Identifier: GPL-3.0-or-later
#include "importpreview.h"

#include "model/fields/fields.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace infertco {

namespace {

// A field's label with its first letter raised ("hourly price" → "Hourly price").
QString shownLabel(const QuoteImport::FieldChange &field)
{
    QString label = field.label ? FieldLabel::translated(field.label) : field.key;
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    return label;
}

} // namespace

ImportPreview::ImportPreview(const QuoteImport::Imported &imported, const QString &fileName,
                             QWidget *parent)
    : QDialog(parent), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("importPreview"));
    setWindowTitle(tr("Import Quotes"));
    const int added = static_cast<int>(
            std::count_if(imported.changes.cbegin(), imported.changes.cend(),
                          [](const QuoteImport::ItemChange &change) { return change.added; }));
    const int changed = static_cast<int>(imported.changes.size()) - added;
    auto *summary = new QLabel(
            tr("%1 will add %n item(s) and change %2. Nothing is written until you choose "
               "Import; an import can be undone.",
               nullptr, added)
                    .arg(fileName)
                    .arg(tr("%n item(s)", nullptr, changed)),
            this);
    summary->setWordWrap(true);

    m_tree->setObjectName(QStringLiteral("importChanges"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({ tr("Item or field"), tr("Before"), tr("After") });
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    int listed = 0;
    for (const QuoteImport::ItemChange &change : imported.changes) {
        if (listed++ == MaxItemsListed)
            break;
        auto *item = new QTreeWidgetItem(
                m_tree, { (change.added ? tr("Added: %1") : tr("Changed: %1")).arg(change.id) });
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        for (const QuoteImport::FieldChange &field : change.fields) {
            auto *line
                    = new QTreeWidgetItem(item, { shownLabel(field), field.before, field.after });
            for (int column = 1; column < 3; ++column)
                line->setToolTip(column, line->text(column));
        }
        // Changed items open: what changes is the point; added ones list every field.
        item->setExpanded(!change.added || imported.changes.size() <= 3);
    }
    if (imported.changes.size() > MaxItemsListed) {
        new QTreeWidgetItem(m_tree,
                            { tr("and %n more item(s)", nullptr,
                                 int(imported.changes.size()) - MaxItemsListed) });
    }
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->resizeColumnToContents(0);
    for (int column = 1; column < 3; ++column)
        m_tree->setColumnWidth(column, 260);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    import->setObjectName(QStringLiteral("importButton"));
    import->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(760, 460);
}

QStringList ImportPreview::lines() const
{
    QStringList lines;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_tree->topLevelItem(i);
        lines.append(item->text(0));
        for (int j = 0; j < item->childCount(); ++j) {
            const QTreeWidgetItem *field = item->child(j);
            lines.append(QStringLiteral("    %1: %2 → %3")
                                 .arg(field->text(0), field->text(1), field->text(2)));
        }
    }
    return lines;
}

} // namespace infertco
