<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>infertco::Advisor</name>
    <message numerus="yes">
        <source>Memory is tight: at tensor-parallel size %1 only %n sequence(s) fit in memory at once, so long prompts or traffic bursts will queue. Consider a card with more memory or a lower-precision model.</source>
        <translation>
            <numerusform>Memory is tight: at tensor-parallel size %1 only %n sequence fit in memory at once, so long prompts or traffic bursts will queue. Consider a card with more memory or a lower-precision model.</numerusform>
            <numerusform>Memory is tight: at tensor-parallel size %1 only %n sequences fit in memory at once, so long prompts or traffic bursts will queue. Consider a card with more memory or a lower-precision model.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rental&apos;s %1-month minimum term keeps %2 server-month(s) committed after month %3, the end of the horizon, costing %4 at month %3&apos;s price: neither the months nor their cost are counted in the totals.</source>
        <translation>
            <numerusform>The rental&apos;s %1-month minimum term keeps %2 server-month committed after month %3, the end of the horizon, costing %4 at month %3&apos;s price: neither the months nor their cost are counted in the totals.</numerusform>
            <numerusform>The rental&apos;s %1-month minimum term keeps %2 server-months committed after month %3, the end of the horizon, costing %4 at month %3&apos;s price: neither the months nor their cost are counted in the totals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Servers are rented on top of the %n owned server(s) in %1 of the %2 months: the owned base is too small for most of the horizon. Consider owning more servers, and compare the totals.</source>
        <translation>
            <numerusform>Servers are rented on top of the %n owned server in %1 of the %2 months: the owned base is too small for most of the horizon. Consider owning more servers, and compare the totals.</numerusform>
            <numerusform>Servers are rented on top of the %n owned servers in %1 of the %2 months: the owned base is too small for most of the horizon. Consider owning more servers, and compare the totals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sized by averages, %1 at the peak-month load; P99 sizing needs %n more replica(s).</source>
        <translation>
            <numerusform>Sized by averages, %1 at the peak-month load; P99 sizing needs %n more replica.</numerusform>
            <numerusform>Sized by averages, %1 at the peak-month load; P99 sizing needs %n more replicas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::CalibrationDialog</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) to calibrate on.</source>
        <translation>
            <numerusform>%n run to calibrate on.</numerusform>
            <numerusform>%n runs to calibrate on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::DocumentCheck</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::DocumentCommands</name>
    <message numerus="yes">
        <source>request log %1: %n request(s)</source>
        <translation>
            <numerusform>request log %1: %n request</numerusform>
            <numerusform>request log %1: %n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::FleetPlanner</name>
    <message numerus="yes">
        <source>%n owned server(s) of %1 slots cannot hold one replica of %2 accelerators; own more servers</source>
        <translation>
            <numerusform>%n owned server of %1 slots cannot hold one replica of %2 accelerators; own more servers</numerusform>
            <numerusform>%n owned servers of %1 slots cannot hold one replica of %2 accelerators; own more servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::ImportPreview</name>
    <message numerus="yes">
        <source>%1 will add %n item(s) and change %2. Nothing is written until you choose Import; an import can be undone.</source>
        <translation>
            <numerusform>%1 will add %n item and change %2. Nothing is written until you choose Import; an import can be undone.</numerusform>
            <numerusform>%1 will add %n items and change %2. Nothing is written until you choose Import; an import can be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more item(s)</source>
        <translation>
            <numerusform>and %n more item</numerusform>
            <numerusform>and %n more items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::MainWindow</name>
    <message numerus="yes">
        <source>Imported %1 from %2: %n new, %3 updated</source>
        <translation>
            <numerusform>Imported %1 from %2: %n new, %3 updated</numerusform>
            <numerusform>Imported %1 from %2: %n new, %3 updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported the request log %1 from %2: %n request(s)</source>
        <translation>
            <numerusform>Imported the request log %1 from %2: %n request</numerusform>
            <numerusform>Imported the request log %1 from %2: %n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::PlanTableModel</name>
    <message numerus="yes">
        <source>%n owned</source>
        <translation>
            <numerusform>%n owned</numerusform>
            <numerusform>%n owned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::ReportPainter</name>
    <message numerus="yes">
        <source>Rental, beyond %n owned server(s): %1</source>
        <translation>
            <numerusform>Rental, beyond %n owned server: %1</numerusform>
            <numerusform>Rental, beyond %n owned servers: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogImport</name>
    <message numerus="yes">
        <source>%n row(s) with no prompt tokens left out</source>
        <translation>
            <numerusform>%n row with no prompt tokens left out</numerusform>
            <numerusform>%n rows with no prompt tokens left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with no output tokens left out</source>
        <translation>
            <numerusform>%n row with no output tokens left out</numerusform>
            <numerusform>%n rows with no output tokens left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogPanel</name>
    <message numerus="yes">
        <source>Arrivals per minute, averaged over %n minute(s)</source>
        <translation>
            <numerusform>Arrivals per minute, averaged over %n minute</numerusform>
            <numerusform>Arrivals per minute, averaged over %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::TeamController</name>
    <message numerus="yes">
        <source>Team catalog: %1 · %n newer on the server</source>
        <translation>
            <numerusform>Team catalog: %1 · %n newer on the server</numerusform>
            <numerusform>Team catalog: %1 · %n newer on the server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) in conflict; nothing was written</source>
        <translation>
            <numerusform>%n row in conflict; nothing was written</numerusform>
            <numerusform>%n rows in conflict; nothing was written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s) deleted here are still on the server: a publish deletes nothing)</source>
        <translation>
            <numerusform>(%n row deleted here are still on the server: a publish deletes nothing)</numerusform>
            <numerusform>(%n rows deleted here are still on the server: a publish deletes nothing)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::TeamHistoryDialog</name>
    <message numerus="yes">
        <source>changed %n field(s)</source>
        <translation>
            <numerusform>changed %n field</numerusform>
            <numerusform>changed %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on the team server, newest first.</source>
        <translation>
            <numerusform>%n change on the team server, newest first.</numerusform>
            <numerusform>%n changes on the team server, newest first.</numerusform>
        </translation>
    </message>
</context>
</TS>
