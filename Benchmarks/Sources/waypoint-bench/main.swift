// waypoint-bench: Waypoint against OpenCombine and hand-written floors, side by side.
//
//   swift run -c release --package-path Benchmarks waypoint-bench [--quick] [--filter NAME] [--json] [--instructions]

import BenchSupport
import Foundation

struct Workload {
    let number: Int
    let id: String
    let run: (Harness) -> [Row]
}

let workloads = [
    Workload(number: 1, id: "create", run: createMapFilter),
    Workload(number: 2, id: "subject", run: subjectMapFilter),
    Workload(number: 3, id: "just", run: justSubscribe),
    Workload(number: 4, id: "flatmap", run: flatMapJust),
    Workload(number: 5, id: "behavior", run: behaviorDistinct),
    Workload(number: 6, id: "testscheduler", run: testSchedulerMap),
    Workload(number: 7, id: "store", run: { storeSelect($0) + typedRouteDispatch($0) }),
    Workload(number: 8, id: "interceptors", run: interceptorChain),
    Workload(number: 9, id: "router", run: { routerNavigation($0) + typedRouterNavigation($0) }),
    Workload(number: 10, id: "dispatch", run: dispatchScheduling),
]

@MainActor
func usage() -> Never {
    let names = workloads.map { "\($0.number)|\($0.id)" }.joined(separator: ", ")
    print("""
    usage: waypoint-bench [--quick] [--filter NAME]... [--row TEXT]... [--json] [--instructions [--keep-profiles DIR]]
      --quick        small sizes and two rounds (for CI: checks that everything runs)
      --filter NAME  run only the workloads whose number or name contains NAME: \(names)
      --json         print the results as JSON
      --row TEXT     run only the rows whose name contains TEXT (e.g. "depth 5 (5 steps)")
      --waypoint-only  run Waypoint's side alone (to profile it: valgrind --tool=callgrind …)
      --instructions  count instructions per operation: reruns itself under callgrind (quick
                     sizes, Waypoint's side only, no wall clock); needs valgrind
      --keep-profiles DIR  with --instructions: keep each counted run's callgrind dump in DIR
                     (for callgrind_annotate), named after its row and size
    """)
    exit(2)
}

var quick = false
var json = false
var waypointOnly = false
var instructions = false
var filters: [String] = []
var rowFilters: [String] = []
var keptProfiles: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--json": json = true
    case "--waypoint-only": waypointOnly = true
    case "--instructions": instructions = true
    case "--filter":
        guard let name = arguments.popFirst() else { usage() }
        filters.append(name.lowercased())
    case "--row":
        guard let text = arguments.popFirst() else { usage() }
        rowFilters.append(text.lowercased())
    case "--keep-profiles":
        guard let directory = arguments.popFirst() else { usage() }
        keptProfiles = directory
    case "--help", "-h": usage()
    default:
        print("unknown option \(argument)")
        usage()
    }
}

let selected = workloads.filter { workload in
    filters.isEmpty || filters.contains { $0 == String(workload.number) || workload.id.contains($0) }
}
if selected.isEmpty {
    print("no workload matches \(filters)")
    usage()
}

/// Runs a command from the PATH and returns whether it exited with 0.
func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    do {
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    } catch {
        return false
    }
}

let onValgrind = bench_on_valgrind() != 0
if instructions && !onValgrind {
    // Rerun this very command under callgrind, which counts instructions; the dumps go to a
    // directory of our own, where the child finds them.
    let directory = NSTemporaryDirectory() + "waypoint-bench-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    setenv("WAYPOINT_BENCH_CALLGRIND_DIR", directory, 1)
    var executable = CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
        : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]
    // Valgrind 3.19 cannot read the DWARF 5 that clang writes for C targets: run a copy without
    // debug information (the symbol table stays, so callgrind still names the functions).
    let stripped = directory + "/waypoint-bench"
    if run(["objcopy", "--strip-debug", executable, stripped]) { executable = stripped }
    let arguments = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                     "--callgrind-out-file=\(directory)/callgrind.out", executable] + Array(CommandLine.arguments.dropFirst())
    // Run as a child and wait, so that the dump directory is removed only after callgrind wrote
    // its last dump (at the child's exit), and the child's status is this run's status.
    if let keptProfiles {
        try? FileManager.default.createDirectory(atPath: keptProfiles, withIntermediateDirectories: true)
        setenv("WAYPOINT_BENCH_KEEP_PROFILES", keptProfiles, 1)
    }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = arguments
    do {
        try child.run()
    } catch {
        print("waypoint-bench: --instructions needs valgrind on the PATH")
        exit(2)
    }
    child.waitUntilExit()
    try? FileManager.default.removeItem(atPath: directory)
    exit(child.terminationStatus)
}

var harness = Harness(quick: quick || (instructions && onValgrind), runs: 5)
harness.rowFilters = rowFilters
harness.waypointOnly = waypointOnly
harness.countsOnly = instructions && onValgrind
if bench_alloc_interposed() == 0 {
    print("waypoint-bench: the allocation counter is not in place; allocations read 0")
}
if !json {
    print("waypoint-bench\(quick ? " --quick" : ""): \(Machine.cores) cores, \(Machine.cpuModel), Swift \(Machine.swiftVersion), load average \(Machine.loadAverage)")
    if harness.countsOnly {
        print("per operation, from two runs of different sizes (set-up cancels out): instructions (callgrind), allocations, peak heap growth\n")
    } else {
        print("median ns per operation over \(quick ? 2 : harness.runs) rounds (fewer for the slow workloads), after a warm-up;")
        print("allocations and peak heap growth (B kept) per operation from two runs of different sizes\n")
    }
}
var rows: [Row] = []
for workload in selected {
    var produced = workload.run(harness).filter(harness.wants)
    flagScaleGrowth(&produced)
    rows += produced
    if !json {
        // Print as we go: the full run takes a while.
        printTable(produced, header: rows.count == produced.count)
    }
}
if json { printJSON(rows, quick: quick, instructions: harness.countsOnly) }
// A workload whose result was wrong (not one that was slow) fails the run, so CI notices.
if !failedChecks.isEmpty {
    let report = failedChecks.map { "waypoint-bench: wrong result: \($0)\n" }.joined()
    FileHandle.standardError.write(Data(report.utf8))
    exit(1)
}
