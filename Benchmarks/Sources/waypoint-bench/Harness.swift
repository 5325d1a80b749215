#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import BenchSupport
import Foundation

// MARK: Black hole

/// Where results go so that the optimizer cannot drop the work that produced them.
nonisolated(unsafe) private var blackHoleStorage = 0

/// Consumes `value`: a write to a global the optimizer must keep.
@inline(never)
func blackHole(_ value: Int) {
    blackHoleStorage ^= value
}

/// Consumes a value of any type, keeping it alive until here.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
    blackHoleStorage &+= 1
}

/// Returns `value` through a function the optimizer does not look into, so that closures built
/// by the benchmarks stay opaque calls in the hand-written floors.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

// MARK: Checks

/// Results that came out wrong: the run fails when there are any (a wrong result, not a slow one).
nonisolated(unsafe) var failedChecks: [String] = []

/// Records a failure when `condition` is false.
func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { failedChecks.append(what()) }
}

// MARK: Time and memory

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The process's memory figures, in KiB.
enum Memory {
    /// Resets the peak RSS to the current RSS (Linux: `/proc/self/clear_refs`); returns false
    /// where that is not possible, and then the peak is the process's peak so far.
    @discardableResult
    static func resetPeak() -> Bool {
        #if canImport(Glibc)
        // Hand freed heap back to the system first, so the peak starts from what is in use.
        // (glibc's malloc_trim, which its Swift module does not expose.)
        if let symbol = dlsym(nil, "malloc_trim") {
            let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
            _ = trim(0)
        }
        #endif
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The peak resident set size since the last reset, in KiB: `VmHWM` from `/proc/self/status`,
    /// else `getrusage`'s maximum.
    static func peakKiB() -> Int {
        if let value = statusField("VmHWM:") { return value }
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    /// The current resident set size in KiB (`VmRSS`), or `nil` where unknown.
    static func currentKiB() -> Int? { statusField("VmRSS:") }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }
}

// MARK: Measurements

/// The per-operation times of several runs, in nanoseconds.
struct Measurement {
    var samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { samples.min() ?? .nan }
    var max: Double { samples.max() ?? .nan }
}

/// One side of a comparison: a body that performs `n` operations, and what it needs prepared
/// beforehand (outside the timing and the counts).
struct Contender {
    var setUp: ((Int) -> Void)? = nil
    let body: (Int) -> Void

    init(setUp: ((Int) -> Void)? = nil, body: @escaping (Int) -> Void) {
        self.setUp = setUp
        self.body = body
    }

    func run(_ n: Int) {
        setUp?(n)
        body(n)
    }
}

/// Costs per operation that do not depend on how busy the machine is: heap allocations (always)
/// and instructions (under callgrind). Each is the difference between two runs of different
/// sizes divided by the difference in size, so that set-up and tear-down cancel out.
struct Counts {
    /// Instructions executed per operation (callgrind), or `nil` when not running under it.
    var instructions: Double?
    /// Heap allocations per operation.
    var allocations: Double
    /// Growth of the peak live heap per operation, in bytes: what an operation keeps while the
    /// run lasts.
    var retainedBytes: Double
}

/// A row that belongs to a scale family (the same workload at several sizes).
struct Scale {
    /// The family's name; rows with the same name are compared.
    let family: String
    /// The size the family varies (depth, subscribers, events), for ordering.
    let size: Double
    /// The `unitName`s one operation consists of at this size (steps, subscribers, 1…).
    let units: Double
    let unitName: String
    /// Compare the cost added per extra unit between consecutive sizes (`true`), or the cost per
    /// operation divided by `units` (`false`).
    let marginal: Bool
}

/// What a workload reports: one line of the table.
struct Row {
    let workload: Int
    let name: String
    let unit: String
    let target: Double?
    var waypoint: Measurement
    var peer: Measurement?
    var floor: Measurement?
    var counts: Counts?
    var scale: Scale?
    var peakRSSKiB: Int = 0
    /// For the router: how much the peak RSS grew between the small and the large run.
    var rssGrowthKiB: Int?
    var notes: [String] = []
}

/// Runs the contenders of a workload side by side: a warm-up of each, then `runs` rounds in
/// which every contender runs once, so that a noisy machine slows all of them alike.
struct Harness {
    let quick: Bool
    let runs: Int
    /// Runs Waypoint's side only (for profiling it under callgrind).
    var waypointOnly = false
    /// Under callgrind (`--instructions`): count only (instructions too), no wall clock.
    var countsOnly = false
    /// `--row`: the rows to run (names containing one of these, lower-cased); empty runs all.
    var rowFilters: [String] = []

    /// Whether the row `name` runs (`--row`).
    func wants(_ name: String) -> Bool {
        rowFilters.isEmpty || rowFilters.contains { name.lowercased().contains($0) }
    }

    /// Whether `row` is kept in the results (rows skipped by `--row` are dropped).
    func wants(_ row: Row) -> Bool { wants(row.name) }

    /// `full` operations, or `quick` when running with `--quick`.
    func size(_ full: Int, quick quickSize: Int) -> Int { quick ? quickSize : full }

    func compare(
        workload: Int, name: String, unit: String, target: Double?, operations: Int, runs requestedRuns: Int? = nil,
        scale: Scale? = nil, waypoint: Contender, peer: Contender? = nil, floor: Contender? = nil
    ) -> Row {
        guard wants(name) else {
            return Row(workload: workload, name: name, unit: unit, target: target, waypoint: Measurement(samples: []))
        }
        Memory.resetPeak()
        let contenders = waypointOnly || countsOnly ? [waypoint, nil, nil] : [waypoint, peer, floor]
        let rounds = countsOnly ? 0 : quick ? 2 : (requestedRuns ?? runs)
        let warmUp = Swift.max(1, operations / 10)
        for contender in contenders.compactMap({ $0 }) { contender.run(warmUp) }
        var samples: [[Double]] = [[], [], []]
        for _ in 0..<rounds {
            for (index, contender) in contenders.enumerated() {
                guard let contender else { continue }
                contender.setUp?(operations)
                let start = monotonicNanoseconds()
                contender.body(operations)
                let elapsed = monotonicNanoseconds() - start
                samples[index].append(Double(elapsed) / Double(operations))
            }
        }
        let peak = Memory.peakKiB()
        let label = "\(workload). \(name)"
        let counts = Counter.measure(waypoint, operations: operations, quick: quick, instructions: countsOnly, label: label)
        return Row(
            workload: workload, name: name, unit: unit, target: target,
            waypoint: Measurement(samples: samples[0]),
            peer: peer == nil || waypointOnly || countsOnly ? nil : Measurement(samples: samples[1]),
            floor: floor == nil || waypointOnly || countsOnly ? nil : Measurement(samples: samples[2]),
            counts: counts, scale: scale,
            peakRSSKiB: peak
        )
    }
}

// MARK: Counting

/// Counts allocations (always) and instructions (under callgrind) of a contender.
enum Counter {
    /// The sizes of the two counted runs for a workload of `operations`.
    static func sizes(_ operations: Int, quick: Bool) -> (Int, Int) {
        quick ? (Swift.max(1, operations / 2), Swift.max(2, operations)) : (Swift.max(1, operations / 10), Swift.max(2, operations / 5))
    }

    static func measure(_ contender: Contender, operations: Int, quick: Bool, instructions countsInstructions: Bool,
                        label: String) -> Counts {
        let (small, large) = sizes(operations, quick: quick)
        var instructions: Double?
        // Only in `--instructions` mode: the client requests zero callgrind's totals, which would
        // spoil a profile taken with a plain `valgrind --tool=callgrind`.
        if countsInstructions, bench_on_valgrind() != 0 {
            let a = instructionsOf(contender, small, label: label)
            let b = instructionsOf(contender, large, label: label)
            if let a, let b { instructions = Double(b - a) / Double(large - small) }
        }
        let a = allocationsOf(contender, small)
        let b = allocationsOf(contender, large)
        return Counts(
            instructions: instructions,
            allocations: Double(Int64(b.allocations) - Int64(a.allocations)) / Double(large - small),
            retainedBytes: Double(b.peak_live_bytes - a.peak_live_bytes) / Double(large - small)
        )
    }

    static func allocationsOf(_ contender: Contender, _ n: Int) -> bench_alloc_stats {
        contender.setUp?(n)
        bench_alloc_reset(1)
        contender.body(n)
        let stats = bench_alloc_read()
        bench_alloc_reset(0)
        return stats
    }

    nonisolated(unsafe) static var dumpNumber = 0

    /// Runs `contender` for `n` operations with callgrind counting, and reads the count back from
    /// the dump file callgrind writes.
    static func instructionsOf(_ contender: Contender, _ n: Int, label: String) -> Int? {
        contender.setUp?(n)
        dumpNumber += 1
        let name = "waypoint-bench \(dumpNumber) \(label) n=\(n)"
        bench_callgrind_begin()
        contender.body(n)
        bench_callgrind_end(name)
        return readDump(named: name)
    }

    /// Finds callgrind's dump whose trigger is `name` (in `WAYPOINT_BENCH_CALLGRIND_DIR`, else the
    /// working directory), returns its instruction total and deletes it.
    static func readDump(named name: String) -> Int? {
        let directory = ProcessInfo.processInfo.environment["WAYPOINT_BENCH_CALLGRIND_DIR"] ?? FileManager.default.currentDirectoryPath
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let pid = String(getpid())
        for file in files where file.contains(pid) || directory != FileManager.default.currentDirectoryPath {
            let path = directory + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("Client Request: " + name + "\n") else { continue }
            if let kept = ProcessInfo.processInfo.environment["WAYPOINT_BENCH_KEEP_PROFILES"] {
                let file = name.map { $0.isLetter || $0.isNumber || $0 == "=" ? $0 : "-" }
                try? FileManager.default.moveItem(atPath: path, toPath: kept + "/callgrind." + String(file))
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
            // `totals:` is the dump's cost (its `summary:` can read 0 when instrumentation started late).
            for line in text.split(separator: "\n") where line.hasPrefix("totals:") {
                if let value = line.split(separator: " ").dropFirst().first, let count = Int(value) { return count }
            }
        }
        return nil
    }
}

// MARK: Scale families

/// Adds a note to the last row of each scale family whose cost per unit grows by more than 20%
/// from one of its sizes to a larger one (wall clock, instructions and allocations separately).
func flagScaleGrowth(_ rows: inout [Row]) {
    var families: [String: [Int]] = [:]
    var order: [String] = []
    for (index, row) in rows.enumerated() {
        guard let scale = row.scale else { continue }
        if families[scale.family] == nil { order.append(scale.family) }
        families[scale.family, default: []].append(index)
    }
    for family in order {
        let indices = families[family]!.sorted { rows[$0].scale!.size < rows[$1].scale!.size }
        guard indices.count > 1 else { continue }
        let scales = indices.map { rows[$0].scale! }
        let marginal = scales[0].marginal
        let units: [Double] = scales.map(\.units)
        func perUnit(_ value: (Row) -> Double?) -> [Double]? {
            var costs: [Double] = []
            for index in indices {
                guard let cost = value(rows[index]) else { return nil }
                costs.append(cost)
            }
            var result: [Double] = []
            if marginal {
                for i in 1..<costs.count {
                    let added: Double = costs[i] - costs[i - 1]
                    let extra: Double = units[i] - units[i - 1]
                    result.append(added / extra)
                }
            } else {
                for i in 0..<costs.count { result.append(costs[i] / units[i]) }
            }
            return result
        }
        let metrics: [(String, [Double]?, (Double) -> String)] = [
            ("ns", perUnit { $0.waypoint.samples.isEmpty ? nil : $0.waypoint.median }, formatNanoseconds),
            ("instructions", perUnit { $0.counts?.instructions }, { formatCount($0) }),
            ("allocations", perUnit { $0.counts?.allocations }, { String(format: "%.2f", $0) }),
        ]
        var lines: [String] = []
        for (metric, values, format) in metrics {
            guard let values, !values.isEmpty else { continue }
            let what = marginal ? "per extra \(scales[0].unitName)" : "per \(scales[0].unitName)"
            let listed = values.map(format).joined(separator: ", ")
            var worst = 1.0
            for i in 0..<values.count {
                for j in (i + 1)..<values.count where values[i] > 0 {
                    worst = Swift.max(worst, values[j] / values[i])
                }
            }
            let flag = worst > 1.2 ? String(format: "  ⚠ GROWS %.0f%% with size", (worst - 1) * 100) : ""
            lines.append("\(family): \(metric) \(what): \(listed)\(flag)")
        }
        rows[indices.last!].notes += lines
    }
}

// MARK: The machine

enum Machine {
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    static var cpuModel: String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// The 1-, 5- and 15-minute load averages (`/proc/loadavg`), or "unknown".
    static var loadAverage: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static var swiftVersion: String {
        #if swift(>=6.3)
        return "6.3+"
        #elseif swift(>=6.2)
        return "6.2"
        #elseif swift(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }
}

// MARK: Output

func formatNanoseconds(_ value: Double) -> String {
    if value.isNaN { return "—" }
    if value >= 100_000 { return String(format: "%.0f µs", value / 1000) }
    if value >= 10_000 { return String(format: "%.1f µs", value / 1000) }
    if value >= 100 { return String(format: "%.0f ns", value) }
    return String(format: "%.1f ns", value)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    if count >= width { return text }
    let padding = String(repeating: " ", count: width - count)
    return right ? padding + text : text + padding
}

func formatCount(_ value: Double) -> String {
    if value.isNaN { return "—" }
    if value >= 10_000 { return String(format: "%.1fk", value / 1000) }
    if value >= 100 { return String(format: "%.0f", value) }
    return String(format: "%.1f", value)
}

func printTable(_ rows: [Row], header printsHeader: Bool = true) {
    let header = [pad("workload", 58), pad("Waypoint", 10, right: true), pad("min–max", 20, right: true),
                  pad("OpenCombine", 12, right: true), pad("floor", 10, right: true), pad("OC/WP", 7, right: true),
                  pad("WP/floor", 9, right: true), pad("target", 9, right: true), pad("instr", 8, right: true),
                  pad("allocs", 7, right: true), pad("B kept", 7, right: true), pad("peak RSS", 10, right: true)]
    if printsHeader {
        print(header.joined(separator: " "))
        print(String(repeating: "-", count: 183))
    }
    for row in rows {
        let timed = !row.waypoint.samples.isEmpty
        let median = timed ? formatNanoseconds(row.waypoint.median) : "—"
        let range = timed ? formatNanoseconds(row.waypoint.min) + "–" + formatNanoseconds(row.waypoint.max) : "—"
        let peer = row.peer.map { formatNanoseconds($0.median) } ?? "—"
        let floor = row.floor.map { formatNanoseconds($0.median) } ?? "—"
        let peerRatio = row.peer.map { String(format: "%.1f×", $0.median / row.waypoint.median) } ?? "—"
        let floorRatio = row.floor.map { String(format: "%.1f×", row.waypoint.median / $0.median) } ?? "—"
        let target = row.target.map { "≤ " + formatNanoseconds($0) } ?? "—"
        let rss = String(format: "%.1f MiB", Double(row.peakRSSKiB) / 1024)
        let instructions = row.counts?.instructions.map { formatCount($0) } ?? "—"
        let allocations = row.counts.map { String(format: "%.2f", $0.allocations) } ?? "—"
        let kept = row.counts.map { String(format: "%.0f", $0.retainedBytes) } ?? "—"
        let columns = [pad("\(row.workload). \(row.name) (\(row.unit))", 58), pad(median, 10, right: true),
                       pad(range, 20, right: true), pad(peer, 12, right: true), pad(floor, 10, right: true),
                       pad(peerRatio, 7, right: true), pad(floorRatio, 9, right: true), pad(target, 9, right: true),
                       pad(instructions, 8, right: true), pad(allocations, 7, right: true), pad(kept, 7, right: true),
                       pad(rss, 10, right: true)]
        print(columns.joined(separator: " "))
        for note in row.notes { print("      " + note) }
    }
}

func jsonNumber(_ value: Double?) -> Any {
    guard let value, value.isFinite else { return NSNull() }
    return (value * 10).rounded() / 10
}

func measurementJSON(_ measurement: Measurement?) -> Any {
    guard let measurement else { return NSNull() }
    return ["median": jsonNumber(measurement.median), "min": jsonNumber(measurement.min), "max": jsonNumber(measurement.max)]
}

func printJSON(_ rows: [Row], quick: Bool, instructions: Bool) {
    let workloads: [[String: Any]] = rows.map { row in
        [
            "workload": row.workload,
            "name": row.name,
            "unit": row.unit,
            "target_ns": jsonNumber(row.target),
            "waypoint_ns": row.waypoint.samples.isEmpty ? NSNull() : measurementJSON(row.waypoint),
            "opencombine_ns": measurementJSON(row.peer),
            "floor_ns": measurementJSON(row.floor),
            "opencombine_over_waypoint": jsonNumber(row.peer.map { $0.median / row.waypoint.median }),
            "waypoint_over_floor": jsonNumber(row.floor.map { row.waypoint.median / $0.median }),
            "instructions_per_op": jsonNumber(row.counts?.instructions),
            "allocations_per_op": jsonNumber(row.counts?.allocations),
            "retained_bytes_per_op": jsonNumber(row.counts?.retainedBytes),
            "scale_family": row.scale.map { $0.family as Any } ?? NSNull(),
            "scale_units": jsonNumber(row.scale?.units),
            "peak_rss_kib": row.peakRSSKiB,
            "rss_growth_kib": row.rssGrowthKiB.map { $0 as Any } ?? NSNull(),
            "notes": row.notes,
        ]
    }
    let document: [String: Any] = [
        "machine": ["cores": Machine.cores, "cpu": Machine.cpuModel, "swift": Machine.swiftVersion],
        "quick": quick,
        "instructions": instructions,
        "workloads": workloads,
    ]
    if let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]),
       let text = String(data: data, encoding: .utf8) {
        print(text)
    }
}
