// swift-tools-version: 6.1
// smswatch: SMS one-time-code autofill for Linux.
// Data flows one way: source → extract → store → socket → client.

import PackageDescription

// Release binaries are laid out for a small resident set; BENCHMARKS.md ("Memory") has the
// figures for each step. Debug and test builds use the toolchain's defaults.
let packageRoot = String(#filePath.dropLast("Package.swift".count))
let releaseLayout: [LinkerSetting] = [
    .unsafeFlags(
        [
            // ld.lld from the Swift toolchain: it can order sections and pack relocations.
            "-use-ld=lld",
            // DT_RELR (glibc ≥ 2.36): ~5 KiB of relative relocations instead of ~600 KiB
            // that the loader reads, and keeps resident, at every start.
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            // The functions a running daemon and client execute, placed together, so the
            // kernel's 64 KiB fault-around maps hot code rather than its neighbours.
            // Regenerate with scripts/link-order.sh; names it no longer finds are skipped.
            "-Xlinker", "--symbol-ordering-file=\(packageRoot)link/startup.order",
            "-Xlinker", "--no-warn-symbol-ordering",
            // libstdc++ (the Swift runtime's C++ library) linked in: only the parts used,
            // instead of mapping and relocating the whole shared library (~1 MiB resident).
            "-L\(packageRoot)link/static-libstdc++",
        ], .when(configuration: .release))
]

let package = Package(
    name: "smswatch",
    products: [
        .executable(name: "smswatchd", targets: ["smswatchd"]),
        .executable(name: "smswatch", targets: ["smswatch"]),
        .executable(name: "extract-eval", targets: ["extract-eval"]),
        .executable(name: "smswatch-bench", targets: ["smswatch-bench"]),
        .library(name: "CodeExtract", targets: ["CodeExtract"]),
        .library(name: "CodeBox", targets: ["CodeBox"]),
    ],
    targets: [
        // C shims: things Glibc does not show Swift (struct ucred, inotify/epoll/signalfd macros).
        .target(
            name: "CSmsShim",
            cSettings: [.define("_GNU_SOURCE")]
        ),
        // libdbus-1, imported only by DBusKit.
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        // Typed wrappers over the system calls the daemon and client use, and the epoll event loop.
        .target(name: "UnixKit", dependencies: ["CSmsShim"]),
        // The extractor: text in, code out. No I/O, no global state, no Foundation.
        .target(name: "CodeExtract", linkerSettings: [.linkedLibrary("m")]),
        // The socket protocol shared by daemon, client and codebox (requests, JSON lines).
        .target(name: "WireProtocol", linkerSettings: [.linkedLibrary("m")]),
        // Values every source produces and the daemon's logger.
        .target(name: "SmswatchCore"),
        // The only target that imports CDBus.
        .target(name: "DBusKit", dependencies: ["CDBus", "UnixKit"]),
        // ModemManager over D-Bus → ReceivedSMS.
        .target(name: "ModemManagerSource", dependencies: ["DBusKit", "SmswatchCore", "UnixKit"]),
        // The daemon: spool source, code store, socket server, options.
        .target(
            name: "SMSDaemon",
            dependencies: ["UnixKit", "CodeExtract", "WireProtocol", "SmswatchCore", "ModemManagerSource", "DBusKit"]
        ),
        // The N-box code prompt: state machine, renderer, terminal driver.
        .target(name: "CodeBox", dependencies: ["UnixKit", "WireProtocol"]),
        .executableTarget(name: "smswatchd", dependencies: ["SMSDaemon", "UnixKit"], linkerSettings: releaseLayout),
        .executableTarget(
            name: "smswatch",
            dependencies: ["UnixKit", "WireProtocol", "CodeExtract", "CodeBox"],
            linkerSettings: releaseLayout
        ),
        .executableTarget(name: "extract-eval", dependencies: ["CodeExtract"]),
        .executableTarget(
            name: "smswatch-bench",
            dependencies: ["CodeExtract", "UnixKit", "WireProtocol", "DBusKit", "ModemManagerSource", "SmswatchCore"]
        ),

        // libFuzzer targets (scripts/fuzz.sh builds them with -sanitize=fuzzer,address).
        .executableTarget(name: "FuzzExtract", dependencies: ["CodeExtract"]),
        .executableTarget(name: "FuzzRequest", dependencies: ["WireProtocol"]),
        .executableTarget(name: "FuzzSpoolFile", dependencies: ["SMSDaemon"]),
        .executableTarget(name: "FuzzDBusMessage", dependencies: ["DBusKit"]),

        // Process, bus and daemon harnesses shared by the test targets.
        .target(name: "TestSupport", dependencies: ["UnixKit"], path: "Tests/TestSupport"),
        .testTarget(name: "UnixKitTests", dependencies: ["UnixKit"]),
        .testTarget(name: "CodeExtractTests", dependencies: ["CodeExtract"]),
        .testTarget(name: "WireProtocolTests", dependencies: ["WireProtocol"]),
        .testTarget(name: "SMSDaemonTests", dependencies: ["SMSDaemon", "SmswatchCore", "CodeExtract"]),
        .testTarget(name: "CodeBoxTests", dependencies: ["CodeBox"]),
        .testTarget(
            name: "DBusKitTests",
            dependencies: ["DBusKit", "ModemManagerSource", "UnixKit", "SmswatchCore", "TestSupport"]
        ),
        .testTarget(name: "IntegrationTests", dependencies: ["WireProtocol", "TestSupport"], exclude: ["modem"]),
    ],
    swiftLanguageModes: [.v6]
)

// As in swift-log: the same upcoming features for every Swift target.
for target in package.targets where target.type != .system && target.name != "CSmsShim" {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        // One section per function: unused ones are dropped at link time and the
        // ordering file can move the ones a running daemon uses (releaseLayout).
        .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
    ]
}
