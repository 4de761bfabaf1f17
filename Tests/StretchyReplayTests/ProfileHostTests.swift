import Testing

@testable import StretchyReplay

/// What a profile records about where it ran: the processor from `/proc/cpuinfo`, and the debug warning.
struct ProfileHostTests {
    @Test func theFirstModelNameIsTheProcessor() {
        let cpuinfo = """
            processor\t: 0
            vendor_id\t: AuthenticAMD
            model\t\t: 1
            model name\t: AMD EPYC   7B13 64-Core Processor 
            processor\t: 1
            model name\t: Other

            """
        #expect(ProfileHost.cpuModel(cpuinfo: cpuinfo) == "AMD EPYC 7B13 64-Core Processor")
        #expect(ProfileHost.cpuModel(cpuinfo: "processor\t: 0\nmodel name\t:   \n") == nil)
        #expect(ProfileHost.cpuModel(cpuinfo: "") == nil)
    }

    @Test func onlyADebugBuildWarns() {
        let command = "swift run -c release stretchy-replay a.db --profile"
        #expect(ProfileHost(buildConfiguration: .release, cpuModel: nil).debugWarning(releaseCommand: command) == nil)
        #expect(
            ProfileHost(buildConfiguration: .debug, cpuModel: nil).debugWarning(releaseCommand: command)
                == "Debug build: these timings are many times slower than a release build's; for honest numbers run "
                + "'swift run -c release stretchy-replay a.db --profile'.")
    }
}
