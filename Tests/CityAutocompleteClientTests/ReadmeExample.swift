// The Swift client section of README.md shows the code between each pair of markers below, and ReadmeExampleTests
// checks that the README still holds exactly these texts; so the README's examples compile with the package, and run.
// README example begins
import CityAutocompleteClient
import Foundation

/// Prints the three most populous cities whose names start with "lon", then the suggestions for each text typed.
func searchCities(serverURL: URL, typed: AsyncStream<String>) async throws {
    let client = CityClient(serverURL: serverURL)

    // One query.
    let cities = try await client.autocomplete("lon", options: AutocompleteOptions(limit: 3, sort: .relevance))
    print(cities.map(\.label))  // ["London, England, GB", "Longyan, Fujian Sheng, CN", "Londrina, Paraná, BR"]

    // As a person types: the text field's changes in, lists out.
    for await suggestions in client.suggestions(for: typed, options: AutocompleteOptions(limit: 5)) {
        switch suggestions.result {
        case .success(let cities):
            print(suggestions.text, cities.map(\.label))
        case .failure(let error):
            print(suggestions.text, error)  // the service's sentence, such as "The prefix is 257 bytes long; …"
        }
    }
}
// README example ends

// README example begins
/// Looks cities up by id and by place, and asks the service whether it is up.
func lookUpCities(client: CityClient) async throws(CityClientError) {
    let city = try await client.city(id: 3_448_439)  // São Paulo, São Paulo, BR; an unknown id throws a 404
    let many = try await client.cities(ids: [3_448_439, 1])  // [São Paulo, nil]
    let near = try await client.nearest(to: Coordinates(lon: 4.8897, lat: 52.374), limit: 2)  // Amsterdam, Jordaan
    try await client.health()  // throws unless /healthz answers 200
    let count = try await client.readiness()  // 209579 once the data is loaded; a 503 before
    print(city.label, many.map { $0?.label }, near.map(\.label), count)
}
// README example ends
