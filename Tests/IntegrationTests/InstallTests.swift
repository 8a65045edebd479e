import Foundation
import Glibc
import Testing
import TestSupport

/// `make install DESTDIR=… PREFIX=/usr` puts every file where a distribution expects it,
/// with ExecStart rendered; the man pages are clean; `make uninstall` takes it all back.
@Suite("make install and uninstall")
struct InstallTests {
    static let make = "/usr/bin/make"
    static let groff = "/usr/bin/groff"

    /// The files install puts under DESTDIR, with their modes.
    static let installed: [(String, mode_t)] = [
        ("usr/bin/smswatchd", 0o755),
        ("usr/bin/smswatch", 0o755),
        ("usr/lib/systemd/system/smswatchd.service", 0o644),
        ("usr/lib/systemd/system/smswatchd.socket", 0o644),
        ("usr/lib/systemd/user/smswatchd.service", 0o644),
        ("usr/lib/systemd/user/smswatchd.socket", 0o644),
        ("usr/lib/sysusers.d/smswatch.conf", 0o644),
        ("usr/lib/tmpfiles.d/smswatch.conf", 0o644),
        ("usr/share/man/man1/smswatch.1", 0o644),
        ("usr/share/man/man8/smswatchd.8", 0o644),
        ("usr/share/bash-completion/completions/smswatch", 0o644),
        ("usr/share/zsh/vendor-completions/_smswatch", 0o644),
        ("usr/share/fish/vendor_completions.d/smswatch.fish", 0o644),
        ("etc/smswatch/smswatchd.conf", 0o644),
    ]

    @discardableResult
    func runMake(_ target: String, destdir: String) throws -> CommandResult {
        guard access(Self.make, X_OK) == 0 else { throw TestFailure("\(Self.make) is missing: apt-get install make") }
        let result = try runCommand(Self.make, [
            "-C", repositoryRoot, target, "DESTDIR=\(destdir)", "PREFIX=/usr",
            "SKIP_BUILD=1", "BINDIR_SRC=\(BuiltProducts.directory.path)",
        ], timeout: 120)
        #expect(result.status == 0, "make \(target): \(result.stdout)\(result.stderr)")
        return result
    }

    /// Every regular file and symlink under `root`, relative.
    func tree(_ root: String) -> Set<String> {
        var files: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var info = stat()
            if lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { files.insert(path) }
        }
        return files
    }

    @Test func installsEverythingAndUninstallsIt() throws {
        let destdir = TemporaryDirectory()
        try runMake("install", destdir: destdir.path)
        for (path, mode) in Self.installed {
            var info = stat()
            #expect(stat(destdir.file(path), &info) == 0, "\(path) is not installed")
            #expect(info.st_mode & 0o7777 == mode, "\(path) has mode \(String(info.st_mode & 0o7777, radix: 8))")
        }
        #expect(tree(destdir.path) == Set(Self.installed.map(\.0)).union([
            "usr/share/bash-completion/completions/smswatchd", "usr/share/fish/vendor_completions.d/smswatchd.fish",
        ]))

        // The units point at the installed binaries.
        let service = try String(contentsOfFile: destdir.file("usr/lib/systemd/system/smswatchd.service"), encoding: .utf8)
        #expect(service.contains("\nExecStart=/usr/bin/smswatchd --system\n"))
        let userService = try String(contentsOfFile: destdir.file("usr/lib/systemd/user/smswatchd.service"), encoding: .utf8)
        #expect(userService.contains("\nExecStart=/usr/bin/smswatchd\n"))
        #expect(!service.contains("@bindir@") && !userService.contains("@bindir@"))

        // The installed binaries run.
        let version = try runCommand(destdir.file("usr/bin/smswatch"), ["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("smswatch "))
        let daemonHelp = try runCommand(destdir.file("usr/bin/smswatchd"), ["--help"])
        #expect(daemonHelp.status == 0 && daemonHelp.stdout.contains("--config PATH"))

        // The bash completion is valid shell.
        let bash = try runCommand("/bin/bash", ["-n", destdir.file("usr/share/bash-completion/completions/smswatch")])
        #expect(bash.status == 0, "\(bash.stderr)")

        try runMake("uninstall", destdir: destdir.path)
        #expect(tree(destdir.path).isEmpty, "left behind: \(tree(destdir.path).sorted())")
    }

    @Test func keepsAnExistingConfigFile() throws {
        let destdir = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: destdir.file("etc/smswatch"), withIntermediateDirectories: true)
        try "ttl = 60\n".write(toFile: destdir.file("etc/smswatch/smswatchd.conf"), atomically: true, encoding: .utf8)
        let install = try runMake("install", destdir: destdir.path)
        #expect(install.stdout.contains("keeping the existing"))
        #expect(try String(contentsOfFile: destdir.file("etc/smswatch/smswatchd.conf"), encoding: .utf8) == "ttl = 60\n")
        let uninstall = try runMake("uninstall", destdir: destdir.path)
        #expect(uninstall.stdout.contains("keeping"))
        #expect(tree(destdir.path) == ["etc/smswatch/smswatchd.conf"])
    }

    @Test(arguments: ["man/smswatch.1", "man/smswatchd.8"])
    func manPagesAreClean(page: String) throws {
        guard access(Self.groff, X_OK) == 0 else {
            throw TestFailure("\(Self.groff) is missing: apt-get install groff-base (scripts/setup-debian.sh)")
        }
        let result = try runCommand(Self.groff, ["-man", "-ww", "-z", repositoryRoot + "/" + page])
        #expect(result.status == 0 && result.stderr.isEmpty, "groff warnings for \(page):\n\(result.stderr)")
        // Rendered, the page names every option the program's --help names.
        // (ASCII and very long lines: no hyphenation splits a flag.)
        let text = try runCommand(Self.groff, ["-man", "-Tascii", "-rLL=400n", "-P", "-cbou", repositoryRoot + "/" + page]).stdout
        let program = page.hasSuffix(".8") ? "smswatchd" : "smswatch"
        let help = try runCommand(BuiltProducts.path(program), ["--help"]).stdout
        let flags = Set(help.split(whereSeparator: { " ,[]()|=`'.\n".contains($0) })
            .filter { $0.hasPrefix("--") && $0.count > 3 }.map(String.init))
        for flag in flags.sorted() {
            #expect(text.contains(flag), "\(page) does not mention \(flag)")
        }
    }

    /// The sysusers and tmpfiles snippets work with systemd's own tools, in a root directory.
    @Test func sysusersAndTmpfilesApply() throws {
        let destdir = TemporaryDirectory()
        try runMake("install", destdir: destdir.path)
        let sysusers = try runCommand("/usr/bin/systemd-sysusers", ["--root=\(destdir.path)", destdir.file("usr/lib/sysusers.d/smswatch.conf")])
        #expect(sysusers.status == 0, "\(sysusers.stderr)")
        let passwd = try String(contentsOfFile: destdir.file("etc/passwd"), encoding: .utf8)
        #expect(passwd.contains("smswatch:x:") && passwd.contains(":/usr/sbin/nologin"))
        let tmpfiles = try runCommand("/usr/bin/systemd-tmpfiles", ["--root=\(destdir.path)", "--create", destdir.file("usr/lib/tmpfiles.d/smswatch.conf")])
        #expect(tmpfiles.status == 0, "\(tmpfiles.stderr)")
        for (directory, mode) in [("run/smswatch", 0o750), ("var/spool/smswatch", 0o700)] as [(String, mode_t)] {
            var info = stat()
            #expect(stat(destdir.file(directory), &info) == 0 && info.st_mode & 0o777 == mode, "\(directory)")
        }
    }
}
