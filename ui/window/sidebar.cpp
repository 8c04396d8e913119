// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebar.h"

#include "edit/bundlestore.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

namespace infertco {

namespace {

enum ItemRole { PartRole = Qt::UserRole + 1, ScenarioIdRole, RiskRole };

struct CatalogEntry
{
    BundlePart part;
    QString title;
};

QList<CatalogEntry> catalogEntries()
{
    return { { BundlePart::Accelerators, Sidebar::tr("Accelerators") },
             { BundlePart::Platforms, Sidebar::tr("Server platforms") },
             { BundlePart::RentalOffers, Sidebar::tr("Rental offers") },
             { BundlePart::ColoOffers, Sidebar::tr("Colocation offers") },
             { BundlePart::Regions, Sidebar::tr("Regions") } };
}

QString scenarioTitle(const Scenario &scenario)
{
    return scenario.name.isEmpty() ? scenario.id : scenario.name;
}

} // namespace

Sidebar::Sidebar(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("sidebar"));
    setHeaderHidden(true);
    setColumnCount(2);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setRootIsDecorated(false);
    setIndentation(10);
    setUniformRowHeights(true);
    setTextElideMode(Qt::ElideRight);
    setFrameShape(QFrame::NoFrame);

    m_catalogRoot = new QTreeWidgetItem(this, { tr("CATALOG") });
    m_scenarioRoot = new QTreeWidgetItem(this, { tr("SCENARIOS") });
    for (QTreeWidgetItem *root : { m_catalogRoot, m_scenarioRoot }) {
        root->setFlags(Qt::ItemIsEnabled);
        root->setData(0, Qt::AccessibleDescriptionRole, tr("section"));
        QFont font = root->font(0);
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 0.85);
        root->setFont(0, font);
        root->setForeground(0, QColor(0x6b, 0x72, 0x80));
    }
    for (const CatalogEntry &entry : catalogEntries()) {
        auto *item = new QTreeWidgetItem(m_catalogRoot, { entry.title });
        item->setData(0, PartRole, static_cast<int>(entry.part));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    expandAll();
    setItemsExpandable(false);
    connect(this, &QTreeWidget::currentItemChanged, this, &Sidebar::onCurrentChanged);
}

void Sidebar::changeEvent(QEvent *event)
{
    QTreeWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    m_catalogRoot->setText(0, tr("CATALOG"));
    m_scenarioRoot->setText(0, tr("SCENARIOS"));
    for (QTreeWidgetItem *root : { m_catalogRoot, m_scenarioRoot })
        root->setData(0, Qt::AccessibleDescriptionRole, tr("section"));
    const QList<CatalogEntry> entries = catalogEntries();
    for (int i = 0; i < m_catalogRoot->childCount() && i < entries.size(); ++i)
        m_catalogRoot->child(i)->setText(0, entries.at(i).title);
    rebuild(); // the scenarios' own entries
}

void Sidebar::setStore(BundleStore *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store)
        connect(m_store, &BundleStore::changed, this, &Sidebar::refresh);
    rebuild();
}

void Sidebar::refresh()
{
    // docs/architecture.md, "Tests": an edit of a value leaves the scenarios' entries as they are;
    // only the catalog's counts may change, and the tree is not laid out again for them.
    if (!m_store || !showsScenarios(m_store->bundle().scenarios)) {
        rebuild();
        return;
    }
    updateCounts();
}

bool Sidebar::showsScenarios(const QList<Scenario> &scenarios) const
{
    if (m_scenarioRoot->childCount() != scenarios.size())
        return false;
    for (int i = 0; i < scenarios.size(); ++i) {
        const Scenario &scenario = scenarios.at(i);
        const QTreeWidgetItem *item = m_scenarioRoot->child(i);
        if (item->data(0, ScenarioIdRole).toString() != scenario.id
            || item->text(0) != scenarioTitle(scenario) || item->toolTip(0) != scenario.name)
            return false;
    }
    return true;
}

void Sidebar::updateCounts()
{
    for (int i = 0; i < m_catalogRoot->childCount(); ++i) {
        QTreeWidgetItem *item = m_catalogRoot->child(i);
        const auto part = static_cast<BundlePart>(item->data(0, PartRole).toInt());
        const std::optional<CatalogKind> kind = catalogKindOf(part);
        QString count;
        if (m_store && kind) {
            count = QString::number(
                    withCatalogList(m_store->bundle().catalog, *kind,
                                    [](const auto &items) { return items.size(); }));
        }
        // The same text again changes nothing (QTreeWidgetItem compares).
        item->setText(1, count);
    }
}

void Sidebar::rebuild()
{
    m_rebuilding = true;
    const QTreeWidgetItem *current = currentItem();
    const QString currentScenario
            = current ? current->data(0, ScenarioIdRole).toString() : QString();
    const QVariant currentPart = current ? current->data(0, PartRole) : QVariant();
    const bool currentIsRisk = current && current->data(0, RiskRole).toBool();

    updateCounts();
    qDeleteAll(m_scenarioRoot->takeChildren());
    QTreeWidgetItem *select = nullptr;
    if (m_store) {
        for (const Scenario &scenario : m_store->bundle().scenarios) {
            auto *item = new QTreeWidgetItem(m_scenarioRoot, { scenarioTitle(scenario) });
            item->setData(0, ScenarioIdRole, scenario.id);
            item->setToolTip(0, scenario.name);
            auto *risk = new QTreeWidgetItem(item, { tr("Risk and decision") });
            risk->setData(0, ScenarioIdRole, scenario.id);
            risk->setData(0, RiskRole, true);
            risk->setToolTip(0,
                             tr("Which figures could change the answer, and how likely each "
                                "option is to be the cheapest"));
            risk->setForeground(0, QColor(0x6b, 0x72, 0x80));
            item->setExpanded(true);
            if (!currentScenario.isEmpty() && scenario.id == currentScenario)
                select = currentIsRisk ? risk : item;
        }
    }
    if (select)
        setCurrentItem(select);
    else if (currentPart.isValid())
        selectCatalog(static_cast<BundlePart>(currentPart.toInt()));
    m_rebuilding = false;
    // The scenario shown was removed: show the first one instead.
    if (!currentScenario.isEmpty() && !select && m_scenarioRoot->childCount() > 0)
        setCurrentItem(m_scenarioRoot->child(0));
}

void Sidebar::selectCatalog(BundlePart part)
{
    for (int i = 0; i < m_catalogRoot->childCount(); ++i) {
        if (m_catalogRoot->child(i)->data(0, PartRole).toInt() == static_cast<int>(part))
            setCurrentItem(m_catalogRoot->child(i));
    }
}

void Sidebar::selectScenario(const QString &id)
{
    for (int i = 0; i < m_scenarioRoot->childCount(); ++i) {
        if (m_scenarioRoot->child(i)->data(0, ScenarioIdRole).toString() == id)
            setCurrentItem(m_scenarioRoot->child(i));
    }
}

void Sidebar::selectRisk(const QString &id)
{
    for (int i = 0; i < m_scenarioRoot->childCount(); ++i) {
        QTreeWidgetItem *scenario = m_scenarioRoot->child(i);
        if (scenario->data(0, ScenarioIdRole).toString() == id && scenario->childCount() > 0)
            setCurrentItem(scenario->child(0));
    }
}

void Sidebar::onCurrentChanged(QTreeWidgetItem *current)
{
    if (!current || m_rebuilding)
        return;
    if (current->parent() == m_catalogRoot)
        Q_EMIT catalogChosen(static_cast<BundlePart>(current->data(0, PartRole).toInt()));
    else if (current->parent() == m_scenarioRoot)
        Q_EMIT scenarioChosen(current->data(0, ScenarioIdRole).toString());
    else if (current->data(0, RiskRole).toBool())
        Q_EMIT riskChosen(current->data(0, ScenarioIdRole).toString());
}

void Sidebar::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_store)
        return;
    QTreeWidgetItem *item = itemAt(event->pos());
    const bool onScenario = item && item->parent() == m_scenarioRoot;
    if (!onScenario && item != m_scenarioRoot)
        return;
    QMenu menu(this);
    menu.addAction(tr("Add scenario"), this, &Sidebar::addScenarioRequested);
    if (onScenario) {
        const QString id = item->data(0, ScenarioIdRole).toString();
        menu.addAction(tr("Duplicate scenario"), this,
                       [this, id] { Q_EMIT duplicateScenarioRequested(id); });
        menu.addAction(tr("Remove scenario"), this,
                       [this, id] { Q_EMIT removeScenarioRequested(id); });
        menu.addSeparator();
        menu.addAction(tr("Find the cheapest plans…"), this,
                       [this, id] { Q_EMIT planSearchRequested(id); });
    }
    menu.exec(event->globalPos());
}

} // namespace infertco
