// SPDX-License-Identifier: GPL-3.0-or-later
// The cost of a document save and of its content checksum (issue 10 item 9): for the demo
// document and for one grown to about 2,000 rows, the median time of a save of one changed
// price (which validates the bundle, writes that row and brings the checksum up to date in the
// same transaction), of the whole checksum computed alone, and of reading the document back
// with every check.
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "io/document/documentchecksum.h"
#include "io/document/sqliteconnection.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace infertco;

namespace {

qsizetype rowsOf(const Bundle &bundle)
{
    const Catalog &c = bundle.catalog;
    qsizetype rows = c.regions.size() + c.accelerators.size() + c.platforms.size()
            + c.rentalOffers.size() + c.coloOffers.size() + bundle.scenarios.size();
    for (const Scenario &scenario : bundle.scenarios)
        rows += scenario.options.size();
    return rows;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QTextStream out(stdout);
    const Outcome<Bundle> demo
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    if (!demo.ok()) {
        out << "cannot read data/demo.json" << Qt::endl;
        return 1;
    }
    Bundle large = demo.value();
    const RentalOffer model = large.catalog.rentalOffers.first();
    while (rowsOf(large) < 2000) {
        RentalOffer offer = model;
        offer.id = QStringLiteral("bench-offer-%1").arg(large.catalog.rentalOffers.size());
        offer.name = QStringLiteral("Bench offer %1").arg(large.catalog.rentalOffers.size());
        large.catalog.rentalOffers.append(offer);
    }

    QTemporaryDir work;
    const int runs = 15;
    for (const auto &[name, bundle] : { std::pair{ QStringLiteral("demo"), demo.value() },
                                        std::pair{ QStringLiteral("2,000 rows"), large } }) {
        const QString path = work.filePath(name.left(4) + QStringLiteral(".infertco"));
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, bundle);
        if (!document.ok()) {
            out << "cannot create the " << name << " document" << Qt::endl;
            return 1;
        }
        Bundle edited = bundle;
        const double save = bench::medianMs(runs, [&](int run) {
            RentalOffer &offer = edited.catalog.rentalOffers.first();
            std::optional<Decimal> &price
                    = offer.monthlyPrice ? offer.monthlyPrice : offer.hourlyPrice;
            *price = *price + Decimal(run + 1);
            document.value()->save(edited);
        });
        document.value().reset();
        SqliteConnection connection;
        connection.open(path, SqliteConnection::Mode::ReadOnly);
        const double checksum = bench::medianMs(runs, [&](int) {
            QString error;
            DocumentChecksum::compute(connection, &error);
        });
        connection.close();
        const double read = bench::medianMs(runs, [&](int) { Document::read(path); });
        out << QStringLiteral("%1 (%2 rows): save %3 ms (brings the checksum up to date); the "
                              "whole checksum alone %4 ms; read "
                              "with every check %5 ms")
                        .arg(name)
                        .arg(rowsOf(bundle))
                        .arg(save, 0, 'f', 2)
                        .arg(checksum, 0, 'f', 2)
                        .arg(read, 0, 'f', 2)
            << Qt::endl;
    }
    return 0;
}
