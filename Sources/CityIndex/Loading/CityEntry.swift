/// One entry of a data file as it is read: its fields' UTF-8 bytes and numbers, checked, before anything is
/// built from them. Its bytes are the file's own (or decoded strings), valid only while the sink is given it.
package struct CityEntry {
    /// The data's id.
    package var id: Int64
    /// The name, valid UTF-8 and not empty.
    package var name: UnsafeBufferPointer<UInt8>
    /// The country code as written; empty where the data has none.
    package var country: UnsafeBufferPointer<UInt8>
    /// The US state code; empty where the data has none or an empty one.
    package var state: UnsafeBufferPointer<UInt8>
    /// Longitude in degrees.
    package var longitude: JSONNumber
    /// Latitude in degrees.
    package var latitude: JSONNumber
    /// How many people live there (GeoNames); 0 where the data does not say.
    package var population: Int64
    /// The name of the first-level division the place lies in (GeoNames); empty where the data has none.
    package var region: UnsafeBufferPointer<UInt8>
    /// The place's other names (GeoNames), each valid UTF-8, in the data's order; empty where it has none.
    package var alternateNames: [UnsafeBufferPointer<UInt8>]
}
