extension KeywordTrie {
    /// One trie node, frozen in 8 bytes (the walk's working set is the nodes it reads): its
    /// children are `nodes[firstChild..<firstChild + childCount]`, sorted by `scalar`.
    struct Node {
        private var scalarBits: UInt16
        private var firstChildBits: UInt16
        /// The entry ending here, or -1.
        let entry: Int16
        private var childCountBits: UInt8
        /// Bit 7: `leadsInsideWords`; bits 0–6: `asciiTable`.
        private var flags: UInt8

        init(scalar: UInt32, firstChild: Int32, entry: Int16, childCount: Int, leadsInsideWords: Bool) {
            precondition(scalar <= 0xFFFF && firstChild <= 0xFFFF && childCount <= 0xFF, "KeywordTrie: a node does not fit in 8 bytes")
            scalarBits = UInt16(scalar)
            firstChildBits = UInt16(firstChild)
            self.entry = entry
            childCountBits = UInt8(childCount)
            flags = leadsInsideWords ? 0x80 : 0
        }

        /// The scalar on the edge from the parent.
        var scalar: UInt32 { UInt32(scalarBits) }
        var firstChild: Int32 { Int32(firstChildBits) }
        var childCount: UInt16 { UInt16(childCountBits) }
        /// For nodes with many ASCII edges: which 128-entry row of `asciiChildren` holds
        /// their ASCII children, so the busiest steps skip the scan; 0 when none (row 0 is
        /// left unused, so that the row is the flag bits as they are).
        var asciiTable: Int {
            get { Int(flags & 0x7F) }
            set {
                precondition(newValue >= 0 && newValue < 0x80, "KeywordTrie: too many busy nodes")
                flags = flags & 0x80 | UInt8(newValue)
            }
        }
        /// Whether the node leads to an entry that may start inside a word ("*code" in
        /// "Bestätigungscode", Han, Arabic): mid-word positions only walk those nodes.
        var leadsInsideWords: Bool { flags & 0x80 != 0 }
    }

    /// The tables the walk reads, copied once into memory of their own so that the walk reads
    /// them through pointers: no closure per array and no retain per message. Never written
    /// after `init`, so sharing it between threads is safe.
    final class Tables: @unchecked Sendable {
        let nodes: UnsafeBufferPointer<Node>
        let asciiChildren: UnsafeBufferPointer<Int16>
        let entries: UnsafeBufferPointer<KeywordEntry>
        let prefixBits: UnsafeBufferPointer<UInt64>
        let pairsMayMatch: UnsafeBufferPointer<UInt64>
        let pairsGoOn: UnsafeBufferPointer<UInt64>
        let pairsAreWords: UnsafeBufferPointer<UInt64>
        let onesAreWords: UnsafeBufferPointer<UInt64>
        let rootASCII: UnsafeBufferPointer<Int32>
        let rootPage: UnsafeBufferPointer<Int32>
        let rootPages: UnsafeBufferPointer<Int32>
        let insideRows: UnsafeBufferPointer<UInt8>
        let insideSlots: UnsafeBufferPointer<UInt8>
        let insideThirds: UnsafeBufferPointer<UInt64>

        init(
            nodes: [Node] = [], asciiChildren: [Int16] = [], entries: [KeywordEntry] = [], prefixBits: [UInt64] = [],
            pairsMayMatch: [UInt64] = [], pairsGoOn: [UInt64] = [], pairsAreWords: [UInt64] = [], onesAreWords: [UInt64] = [],
            rootASCII: [Int32] = [], rootPage: [Int32] = [], rootPages: [Int32] = [],
            insideRows: [UInt8] = [], insideSlots: [UInt8] = [], insideThirds: [UInt64] = []
        ) {
            self.nodes = Self.copy(nodes)
            self.asciiChildren = Self.copy(asciiChildren)
            self.entries = Self.copy(entries)
            self.prefixBits = Self.copy(prefixBits)
            self.pairsMayMatch = Self.copy(pairsMayMatch)
            self.pairsGoOn = Self.copy(pairsGoOn)
            self.pairsAreWords = Self.copy(pairsAreWords)
            self.onesAreWords = Self.copy(onesAreWords)
            self.rootASCII = Self.copy(rootASCII)
            self.rootPage = Self.copy(rootPage)
            self.rootPages = Self.copy(rootPages)
            self.insideRows = Self.copy(insideRows)
            self.insideSlots = Self.copy(insideSlots)
            self.insideThirds = Self.copy(insideThirds)
        }

        deinit {
            Self.free(nodes)
            Self.free(asciiChildren)
            Self.free(entries)
            Self.free(prefixBits)
            Self.free(pairsMayMatch)
            Self.free(pairsGoOn)
            Self.free(pairsAreWords)
            Self.free(onesAreWords)
            Self.free(rootASCII)
            Self.free(rootPage)
            Self.free(rootPages)
            Self.free(insideRows)
            Self.free(insideSlots)
            Self.free(insideThirds)
        }

        private static func free<Element>(_ buffer: UnsafeBufferPointer<Element>) {
            UnsafeMutableBufferPointer(mutating: buffer).deallocate()
        }

        private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeBufferPointer(start: buffer.baseAddress, count: array.count)
        }
    }
}
