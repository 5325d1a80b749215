#!/usr/bin/env python3
"""Availability audit: finds uses in Sources/, Tests/ and Playground/ of toolchain APIs (and of
the stand-in UIKit and SwiftUI's) that need a newer Apple OS than the package's declared floor,
outside a matching `@available` / `#available`.

Linux cannot build for iOS, but the toolchain's module interfaces (`.swiftinterface` files of
Swift, _Concurrency, Synchronization, Observation, ...) keep every API's Apple availability. This
script reads them, and the stand-in UIKit and SwiftUI interfaces in Tools/standins (Swift files
that carry the iOS SDK's availability), reads the floor from Package.swift (`platforms:`), scans
the Swift files under Sources/, Tests/ and Playground/ and reports each use of an API whose availability is above the floor on some Apple
platform and that is not inside a declaration marked `@available` or an `if #available` /
`guard #available` that covers it. Exit status 1 when it reports anything.

It is a text-level check, not a type checker (see the Platforms article): it matches names (and
argument labels of calls), so it skips names the package declares itself — except where the code
says whose they are: an attribute (`@Observable`) that the package does not declare as a macro,
property wrapper, result builder or global actor, and a name qualified by a module
(`Observation.Observable`). It cannot see modules that ship without an interface on Linux
(Foundation, Dispatch).

usage: audit.py [--package DIR] [--interfaces DIR] [--standins DIR] [--quiet]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
PLATFORM_ALIASES = {
    "iOS": "iOS", "macOS": "macOS", "OSX": "macOS", "macOSApplicationExtension": None,
    "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "xrOS": "visionOS",
}
# Modules whose interfaces are read (those present in the toolchain; Foundation and Dispatch ship
# as binary modules on Linux, without Apple availability).
MODULES = ("Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing",
           "RegexBuilder", "Distributed", "_Volatile", "Foundation", "FoundationEssentials",
           "Dispatch")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "typealias", "macro", "associatedtype"}
DECL_RE = re.compile(
    r"\b(func|var|let|class|struct|enum|protocol|actor|typealias|macro|init|subscript|case|"
    r"associatedtype|extension)\b\s*([A-Za-z_][A-Za-z0-9_]*|`[^`]+`|[^\s(<:{]+)?")
KEYWORDS = {
    "if", "else", "guard", "for", "while", "repeat", "return", "switch", "case", "default", "func",
    "var", "let", "class", "struct", "enum", "protocol", "extension", "import", "init", "deinit",
    "self", "Self", "super", "true", "false", "nil", "try", "await", "throw", "throws", "rethrows",
    "in", "where", "is", "as", "public", "private", "internal", "fileprivate", "package", "open",
    "static", "final", "inout", "some", "any", "defer", "do", "catch", "break", "continue",
    "typealias", "associatedtype", "subscript", "actor", "nonisolated", "isolated", "async",
    "mutating", "nonmutating", "override", "convenience", "required", "lazy", "weak", "unowned",
    "get", "set", "willSet", "didSet", "consuming", "borrowing", "sending", "macro", "operator",
}


def parse_version(text):
    parts = [int(p) for p in text.split(".") if p.isdigit()]
    while len(parts) < 3:
        parts.append(0)
    return tuple(parts[:3])


def format_version(version):
    major, minor, patch = version
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def parse_availability(arguments):
    """Platform -> version from the inside of `@available(...)` / `#available(...)`; None when
    the attribute is not about introduction (unavailable, deprecated-only, Swift versions)."""
    result = {}
    items = [item.strip() for item in arguments.split(",")]
    # Long form: @available(iOS, introduced: 17.0, ...)
    if items and items[0] in PLATFORM_ALIASES and len(items) > 1 and ":" in items[1]:
        platform = PLATFORM_ALIASES[items[0]]
        for item in items[1:]:
            match = re.match(r"introduced\s*:\s*([0-9.]+)", item)
            if match and platform:
                result[platform] = parse_version(match.group(1))
        return result or None
    for item in items:
        match = re.match(r"([A-Za-z]+)\s+([0-9][0-9.]*)$", item)
        if match and match.group(1) in PLATFORM_ALIASES and PLATFORM_ALIASES[match.group(1)]:
            result[PLATFORM_ALIASES[match.group(1)]] = parse_version(match.group(2))
    return result or None


def merge(outer, inner):
    """The availability of code inside both: the later version per platform."""
    if not outer:
        return dict(inner) if inner else {}
    merged = dict(outer)
    for platform, version in (inner or {}).items():
        if platform not in merged or version > merged[platform]:
            merged[platform] = version
    return merged


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, []
    for char in text:
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        if char == separator and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    if current:
        parts.append("".join(current))
    return parts


def balanced(text, start):
    """The index just past the bracket group that opens at text[start]."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    opening = text[start]
    closing = pairs[opening]
    depth = 0
    index = start
    while index < len(text):
        char = text[index]
        if char == opening:
            depth += 1
        elif char == closing:
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return len(text)


def parameters(declaration_tail):
    """[(label or '_', has_default)] of a func/init/subscript/macro declaration's parameter list."""
    index = 0
    text = declaration_tail
    while index < len(text) and text[index] in " \t":
        index += 1
    if index < len(text) and text[index] == "<":
        index = balanced(text, index)
    while index < len(text) and text[index] != "(":
        if text[index] in "{=":
            return []
        index += 1
    if index >= len(text):
        return []
    inner = text[index + 1:balanced(text, index) - 1]
    result = []
    for parameter in split_top_level(inner):
        parameter = parameter.strip()
        if not parameter:
            continue
        head = parameter.split(":", 1)[0].split()
        label = head[0] if head else "_"
        result.append((label.strip("`"), "=" in parameter.split(":", 1)[-1] and _top_level_default(parameter)))
    return result


def _top_level_default(parameter):
    depth = 0
    for char in parameter:
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif char == "=" and depth == 0:
            return True
    return False


class Declaration:
    def __init__(self, name, kind, container, params, availability, module):
        self.name = name
        self.kind = kind
        self.container = container
        self.params = params
        self.availability = availability
        self.module = module


def interface_files(directory):
    files = []
    for module in MODULES:
        pattern = os.path.join(directory, f"{module}.swiftmodule", "*.swiftinterface")
        files += [path for path in glob.glob(pattern) if not path.endswith(".private.swiftinterface")]
    return files


def default_interface_directory():
    try:
        info = json.loads(subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True,
                                         check=True).stdout)
        resource = info["paths"]["runtimeResourcePath"]
        triple = info["target"]["triple"]
        platform = "linux" if "linux" in triple else triple.split("-")[2].rstrip("0123456789.")
        return os.path.join(resource, platform)
    except (OSError, subprocess.CalledProcessError, KeyError, ValueError):
        swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
        root = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
        return os.path.join(root, "lib", "swift", "linux")


def standin_files(directory):
    """The stand-in interface modules' Swift files, as (path, module) pairs."""
    return [(path, module) for module in ("UIKit", "SwiftUI")
            for path in sorted(glob.glob(os.path.join(directory, module, "*.swift")))]


def read_interfaces(files):
    """Declarations by name, from (path, module) pairs of interface or stand-in files."""
    declarations = {}
    for path, module in files:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        scopes = [({}, None, False)]  # (availability, container name, inside a body)
        pending = {}
        for raw in lines:
            line = raw.strip()
            if not line or line.startswith("//") or line.startswith("#"):
                continue
            for match in re.finditer(r"@available\(([^)]*)\)", line):
                availability = parse_availability(match.group(1))
                if availability:
                    pending = merge(pending, availability)
            rest = re.sub(r"@[A-Za-z_]+(\([^)]*\))?", " ", line)
            declaration = DECL_RE.search(rest)
            outer_availability, container, in_body = scopes[-1]
            opened = None
            if in_body:
                pass  # locals of an inlinable body are not API
            elif declaration and not rest.lstrip().startswith(("return", "let _", "var _")):
                kind, name = declaration.group(1), (declaration.group(2) or "").strip("`")
                availability = merge(outer_availability, pending)
                if kind == "extension":
                    extended = re.match(r"\s*([A-Za-z_][A-Za-z0-9_.]*)", rest[declaration.end(1):])
                    opened = (availability, extended.group(1).split(".")[-1] if extended else name, False)
                elif name:
                    if kind == "init":
                        name = "init"
                        tail = rest[declaration.start(1) + 4:]
                    elif kind == "subscript":
                        name = "subscript"
                        tail = rest[declaration.start(1) + 9:]
                    else:
                        tail = rest[declaration.end(2):] if declaration.group(2) else ""
                    params = parameters(tail) if kind in ("func", "init", "subscript", "macro") else None
                    declarations.setdefault(name, []).append(
                        Declaration(name, kind, container, params, availability, module))
                    opened = (availability, name if kind in TYPE_KINDS else container, kind not in TYPE_KINDS)
                pending = {}
            elif not line.startswith("@"):
                pending = {}
            depth_change = rest.count("{") - rest.count("}")
            if depth_change > 0:
                scopes.append(opened or (outer_availability, container, in_body or container is not None))
                for _ in range(depth_change - 1):
                    scopes.append(scopes[-1])
            elif depth_change < 0:
                for _ in range(-depth_change):
                    if len(scopes) > 1:
                        scopes.pop()
    return declarations


def read_floor(package_swift):
    with open(package_swift, encoding="utf-8") as handle:
        text = handle.read()
    floor = {}
    for platform, version in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v([0-9_]+)\s*\)", text):
        floor[platform] = parse_version(version.replace("_", "."))
    for platform, version in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\"([0-9.]+)\"\s*\)", text):
        floor[platform] = parse_version(version)
    return floor


def above(availability, floor):
    """Platforms where `availability` asks for more than `floor` (all Apple platforms are
    checked; a platform the package does not list counts from version 0)."""
    return {platform: version for platform, version in availability.items()
            if platform in PLATFORMS and version > floor.get(platform, (0, 0, 0))}


def covered(needed, gate):
    return all(platform in gate and gate[platform] >= version for platform, version in needed.items())


def strip_code(text):
    """Comments and string contents blanked out (same length, newlines kept)."""
    out = []
    index = 0
    length = len(text)
    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
        elif text.startswith("/*", index):
            end = text.find("*/", index + 2)
            end = length if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[index:end]))
            index = end
        elif text.startswith('"""', index):
            end = text.find('"""', index + 3)
            end = length if end < 0 else end + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[index + 1:end - 1]) + '"')
            index = end
        elif text[index] == '"':
            end = index + 1
            while end < length and text[end] not in '"\n':
                end += 2 if text[end] == "\\" else 1
            end = min(end + 1, length)
            out.append('"' + " " * (end - index - 2) + '"')
            index = end
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


def own_names(source_files):
    names = set()
    for path in source_files:
        with open(path, encoding="utf-8") as handle:
            code = strip_code(handle.read())
        for kind, name in re.findall(
                r"\b(func|var|let|class|struct|enum|protocol|actor|typealias|case|associatedtype)\s+"
                r"([A-Za-z_][A-Za-z0-9_]*)", code):
            names.add(name)
        for block in re.findall(r"\bcase\s+([^:\n=]+)", code):
            for name in re.findall(r"(?:^|,)\s*\.?([A-Za-z_][A-Za-z0-9_]*)", block):
                names.add(name)
        # Parameter names (`didShow viewController: UIViewController`): their uses are the
        # parameter's, not a toolchain API's.
        for match in re.finditer(r"\b(?:func\s+[^\s(<]+|init[?!]?|subscript)\s*(?:<[^>{]*>)?\s*\(", code):
            opening = match.end() - 1
            for parameter in split_top_level(code[opening + 1:balanced(code, opening) - 1]):
                head = parameter.split(":", 1)[0].split()
                if head and re.fullmatch(r"`?[A-Za-z_][A-Za-z0-9_]*`?", head[-1]):
                    names.add(head[-1].strip("`"))
    return names


def own_attribute_names(source_files):
    """Names the package declares that can be written as an attribute: macros, property wrappers,
    result builders and global actors."""
    names = set()
    for path in source_files:
        with open(path, encoding="utf-8") as handle:
            code = strip_code(handle.read())
        names.update(re.findall(r"\bmacro\s+([A-Za-z_][A-Za-z0-9_]*)", code))
        names.update(re.findall(r"@(?:propertyWrapper|resultBuilder|globalActor)\b[^{]*?\b(?:class|struct|enum|actor)\s+"
                                r"([A-Za-z_][A-Za-z0-9_]*)", code))
    return names


def call_labels(code, open_paren):
    inner = code[open_paren + 1:balanced(code, open_paren) - 1]
    labels = []
    for argument in split_top_level(inner):
        match = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", argument)
        labels.append(match.group(1) if match else "_")
    if inner.strip() == "":
        return []
    return labels


def compatible(params, labels, trailing_closure):
    index = 0
    for label, has_default in params:
        if index < len(labels) and labels[index] == label:
            index += 1
        elif has_default:
            continue
        elif index >= len(labels) and trailing_closure:
            continue
        else:
            return False
    return index == len(labels)


def line_of(code, offset):
    return code.count("\n", 0, offset) + 1


def gates(code):
    """For each offset, the availability the code there is gated by, as a list of
    (start, end, availability) regions."""
    regions = []
    stack = []  # (open offset, availability, guard-else flag)
    pending = None
    pending_kind = None
    index = 0
    length = len(code)
    token = re.compile(r"@available\(([^)]*)\)|#available\(([^)]*)\)|\{|\}|\bguard\b|\bif\b|\bwhile\b|\n")
    guard_pending = None
    current_decl_line_pending = False
    for match in token.finditer(code):
        text = match.group(0)
        if text.startswith("@available"):
            availability = parse_availability(match.group(1))
            if availability:
                pending = merge(pending, availability)
                pending_kind = "decl"
                regions.append((match.start(), code.find("\n", match.end()) if code.find("\n", match.end()) >= 0 else length, pending))
        elif text.startswith("#available"):
            availability = parse_availability(match.group(2)) or {}
            if guard_pending is not None:
                guard_pending = merge(guard_pending, availability)
            else:
                pending = merge(pending, availability)
                pending_kind = "if"
        elif text == "guard":
            guard_pending = {}
        elif text in ("if", "while"):
            pass
        elif text == "{":
            if guard_pending:
                stack.append((match.end(), None, guard_pending))
                guard_pending = None
            else:
                guard_pending = None
                stack.append((match.end(), pending if pending else None, None))
            pending = None
            pending_kind = None
        elif text == "}":
            if stack:
                start, availability, after_guard = stack.pop()
                if availability:
                    regions.append((start, match.start(), availability))
                if after_guard:
                    # The rest of the enclosing scope is gated.
                    end = length
                    depth = 0
                    for later in re.finditer(r"[{}]", code[match.end():]):
                        if later.group(0) == "{":
                            depth += 1
                        elif depth == 0:
                            end = match.end() + later.start()
                            break
                        else:
                            depth -= 1
                    regions.append((match.end(), end, after_guard))
        elif text == "\n":
            if pending_kind == "decl":
                # The attribute applies to the declaration on the next lines; it ends at a line
                # that is a complete declaration without a body.
                line_start = match.end()
                line_end = code.find("\n", line_start)
                line = code[line_start:line_end if line_end >= 0 else length].strip()
                if line.startswith("@"):
                    # Another attribute of the same declaration (`@Observable`): gated like it.
                    regions.append((line_start, line_end if line_end >= 0 else length, pending))
                if line and not line.startswith("@") and "{" not in line and not line.endswith((",", "(")):
                    regions.append((line_start, line_end if line_end >= 0 else length, pending))
                    pending = None
                    pending_kind = None
                elif line and not line.startswith("@"):
                    # The declaration's signature, up to its body, is gated too (`tab: UITab`).
                    brace = code.find("{", line_start)
                    regions.append((line_start, brace if brace >= 0 else length, pending))
    return regions


def gate_at(regions, offset):
    gate = {}
    for start, end, availability in regions:
        if start <= offset < end:
            gate = merge(gate, availability)
    return gate


SCANNED = ("Sources", "Tests", "Playground")


def audit(package, interface_dir, standins_dir, quiet=False):
    floor = read_floor(os.path.join(package, "Package.swift"))
    if not floor:
        print("availability audit: no `platforms:` in Package.swift", file=sys.stderr)
        return 2
    files = interface_files(interface_dir)
    if not files:
        print(f"availability audit: no .swiftinterface files under {interface_dir}", file=sys.stderr)
        return 2
    files = [(path, os.path.basename(os.path.dirname(path)).split(".")[0]) for path in files]
    standins = standin_files(standins_dir)
    declarations = read_interfaces(files + standins)
    modules = {declaration.module for candidates in declarations.values() for declaration in candidates}
    sources = sorted(path for folder in SCANNED
                     for path in glob.glob(os.path.join(package, folder, "**", "*.swift"), recursive=True))
    own = own_names(sources)
    own_attributes = own_attribute_names(sources)
    findings = []
    identifier = re.compile(r"(@|\.|#)?\b([A-Za-z_][A-Za-z0-9_]*)\b")
    for path in sources:
        with open(path, encoding="utf-8") as handle:
            code = strip_code(handle.read())
        regions = gates(code)
        for match in identifier.finditer(code):
            prefix, name = match.group(1), match.group(2)
            if name in KEYWORDS or name not in declarations:
                continue
            qualifier = re.search(r"\b([A-Za-z_][A-Za-z0-9_]*)\.$", code[max(0, match.start() - 40):match.start() + 1]) \
                if prefix == "." else None
            module_named = qualifier.group(1) if qualifier and qualifier.group(1) in modules else None
            if name in own and module_named is None and not (prefix == "@" and name not in own_attributes):
                continue  # the package's own name, unless the code says it is another module's
            previous = code[:match.start()].rstrip()[-1:]
            following = code[match.end():match.end() + 2].lstrip()[:2]
            if previous in ("(", ",") and following[:1] == ":" and following != "::":
                continue  # an argument label or a parameter name
            if (previous.isalnum() or previous == "_") and following[:1] == ":" and following != "::":
                continue  # a parameter's name after its label (`didShow viewController: UIViewController`)
            before = code[max(0, match.start() - 12):match.start()]
            if re.search(r"\b(func|var|let|case|class|struct|enum|protocol|typealias|import)\s*$", before):
                continue
            candidates = declarations[name]
            if module_named:
                candidates = [c for c in candidates if c.module == module_named]
            elif prefix == "@":
                candidates = [c for c in candidates if c.kind in ("macro", "class", "struct", "enum", "actor")]
            after = match.end()
            while after < len(code) and code[after] in " \t":
                after += 1
            is_call = after < len(code) and code[after] == "("
            trailing = False
            if is_call:
                labels = call_labels(code, after)
                closing = balanced(code, after)
                rest = code[closing:closing + 3].lstrip(" ")
                trailing = rest.startswith("{")
            elif after < len(code) and code[after] == "{" and not name[0].isupper():
                labels, trailing, is_call = [], True, True
            if name[0].isupper() and (prefix != "." or module_named):
                candidates = [c for c in candidates if c.kind in TYPE_KINDS or c.kind == "macro"]
                if is_call:
                    # A type called as an initializer: its own availability decides.
                    pass
            elif is_call:
                candidates = [c for c in candidates
                              if c.params is not None and compatible(c.params, labels, trailing)]
            else:
                candidates = [c for c in candidates if c.kind in ("var", "let", "case") or c.kind in TYPE_KINDS]
            if not candidates:
                continue
            needs = [above(c.availability, floor) for c in candidates]
            if any(not need for need in needs):
                continue  # some overload that matches is available on the floor
            need = min(needs, key=lambda n: sorted(n.values()))
            gate = gate_at(regions, match.start())
            if covered(need, gate):
                continue
            shown = ", ".join(f"{p} {format_version(v)}" for p, v in sorted(need.items(), key=lambda kv: PLATFORMS.index(kv[0])))
            label_text = ""
            if is_call and labels:
                label_text = "(" + "".join(f"{label}:" for label in labels) + ")"
            where = candidates[0].module + (f".{candidates[0].container}" if candidates[0].container else "")
            findings.append((os.path.relpath(path, package), line_of(code, match.start()),
                             f"{name}{label_text}", where, shown))
    floor_text = ", ".join(f"{p} {format_version(v)}" for p, v in sorted(floor.items(), key=lambda kv: PLATFORMS.index(kv[0])))
    for path, line, name, where, shown in findings:
        print(f"{path}:{line}: error: `{name}` ({where}) needs {shown}; the package's floor is {floor_text}. "
              f"Gate it with @available / if #available.")
    if not quiet:
        print(f"availability audit: {len(sources)} files, {sum(len(v) for v in declarations.values())} "
              f"declarations from {len(files)} toolchain interfaces and {len(standins)} stand-in files, floor {floor_text}: "
              f"{len(findings)} ungated use(s) above the floor.")
    return 1 if findings else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--interfaces", default=None, help="directory holding <Module>.swiftmodule folders")
    parser.add_argument("--standins", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "standins"),
                        help="directory holding the stand-in UIKit and SwiftUI folders")
    parser.add_argument("--quiet", action="store_true")
    arguments = parser.parse_args()
    interfaces = arguments.interfaces or default_interface_directory()
    sys.exit(audit(os.path.abspath(arguments.package), interfaces, os.path.abspath(arguments.standins), arguments.quiet))


if __name__ == "__main__":
    main()
