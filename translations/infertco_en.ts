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
    <name>infertco::MainWindow</name>
    <message numerus="yes">
        <source>Imported %1 from %2: %n new, %3 updated</source>
        <translation>
            <numerusform>Imported %1 from %2: %n new, %3 updated</numerusform>
            <numerusform>Imported %1 from %2: %n new, %3 updated</numerusform>
        </translation>
    </message>
</context>
</TS>
