#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes translations from JSON files into translations/*.ts and says what is missing.

    translations/tools/apply-translations.py FILE_OR_DIR... [--ts-dir DIR] [--check]

Each JSON file maps context -> source text -> {"zh_CN": "...", "zh_HK": "..."}; a plural
(numerus) source maps to one string, since Chinese has one plural form. A translation is
written only when it keeps the source's placeholders (%1, %n, %L1...), HTML tags and
keyboard accelerator; otherwise it is reported and the entry stays as it was. English plural
forms are derived from the source ("%n sequence(s)" -> "%n sequence" / "%n sequences") unless
a JSON entry gives {"en": ["singular", "plural"]}.

The exit status is 1 when a translation was refused or an entry of a .ts file is left
unfinished; --check reports without writing.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(?:n|\d{1,2})")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
ACCELERATOR = re.compile(r"&(?!&)(?=\S)(?!(?:[a-zA-Z]+|#\d+);)")


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text)))


def tags(text):
    return sorted(TAG.findall(text))


def has_accelerator(text):
    return bool(ACCELERATOR.search(text.replace("&&", "")))


def problems_of(source, translation):
    """What a translation breaks in its source, as a list of reasons (empty: fine)."""
    reasons = []
    if not translation.strip():
        reasons.append("is empty")
    if placeholders(source) != placeholders(translation):
        reasons.append("placeholders %s, source has %s"
                       % (placeholders(translation), placeholders(source)))
    if tags(source) != tags(translation):
        reasons.append("HTML tags %s, source has %s" % (tags(translation), tags(source)))
    if has_accelerator(source) != has_accelerator(translation):
        reasons.append("accelerator %s, source %s"
                       % ("present" if has_accelerator(translation) else "missing",
                          "has one" if has_accelerator(source) else "has none"))
    return reasons


def english_forms(source):
    """Singular and plural of an English plural source: "(s)"/"(es)" dropped or kept."""
    singular = re.sub(r"\((?:e?s)\)", "", source)
    plural = re.sub(r"\((e?s)\)", r"\1", source)
    return [singular, plural]


def load_translations(paths):
    table = {}
    files = []
    for path in paths:
        files += sorted(glob.glob(os.path.join(path, "*.json"))) if os.path.isdir(path) else [path]
    for name in files:
        with open(name, encoding="utf-8") as handle:
            data = json.load(handle)
        for context, entries in data.items():
            for source, languages in entries.items():
                table.setdefault((context, source), {}).update(languages)
    return table, files


def language_of(ts_path):
    return ET.parse(ts_path).getroot().get("language", "")


def apply(ts_path, table, write):
    tree = ET.parse(ts_path)
    root = tree.getroot()
    code = "en" if root.get("language", "").startswith("en") else root.get("language")
    refused, missing, written = [], [], 0
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            entry = table.get((name, source), {})
            if code == "en":
                forms = entry.get("en") or english_forms(source)
            elif code in entry:
                forms = [entry[code]]
            else:
                forms = None
            if forms is not None:
                reasons = [r for form in forms for r in problems_of(source, form)]
                if reasons:
                    refused.append((name, source, code, "; ".join(reasons)))
                else:
                    translation.attrib.pop("type", None)
                    translation.text = None if numerus else forms[0]
                    if numerus:
                        for child in list(translation):
                            translation.remove(child)
                        count = len(forms) if code == "en" else 1
                        for index in range(count):
                            form = ET.SubElement(translation, "numerusform")
                            form.text = forms[min(index, len(forms) - 1)]
                    written += 1
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                missing.append((name, source, translation.get("type")))
    if write:
        tree.write(ts_path, encoding="utf-8", xml_declaration=True)
        lconvert = os.environ.get("LCONVERT", "/usr/lib/qt6/bin/lconvert")
        if os.path.exists(lconvert):
            # lupdate's own layout, so that the next lupdate run changes nothing.
            subprocess.run([lconvert, "-locations", "none", "-i", ts_path, "-o", ts_path],
                           check=True)
    return written, refused, missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json", nargs="+", help="JSON files or folders of them")
    parser.add_argument("--ts-dir", default=os.path.join(os.path.dirname(__file__), ".."))
    parser.add_argument("--check", action="store_true", help="report only, write nothing")
    arguments = parser.parse_args()

    table, files = load_translations(arguments.json)
    print("%d translations from %d files" % (len(table), len(files)))
    failed = False
    for ts_path in sorted(glob.glob(os.path.join(arguments.ts_dir, "infertco_*.ts"))):
        written, refused, missing = apply(ts_path, table, not arguments.check)
        print("%s: %d written, %d refused, %d unfinished"
              % (os.path.basename(ts_path), written, len(refused), len(missing)))
        for context, source, code, reason in refused:
            print("  refused [%s] %s: %r: %s" % (code, context, source, reason))
        for context, source, kind in missing:
            print("  %s: %s: %r" % (kind, context, source))
        failed = failed or bool(refused) or bool(missing)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
