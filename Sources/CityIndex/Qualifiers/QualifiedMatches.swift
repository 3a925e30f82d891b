/// The cities that a prefix holding a comma matches: those whose own names start with the whole prefix, and
/// those that the name of one of its cuts matches by any of their names and whose state code, region, country
/// code or country name each of that cut's qualifiers matches. Candidates come from the first cut's name, which
/// every later cut's name and the whole prefix start with. A class, so that the filters that capture it hold one
/// reference; it keeps the prefix, whose folds the search reads from it.
final class QualifiedMatches: Sendable {
    /// The prefix, read at its commas.
    let prefix: QualifiedPrefix
    /// The places the cities are in, which the qualifiers are matched against.
    private let places: CityPlaces
    /// The cities that the first cut's name matches by their own names, of the search's country.
    let own: CityMatches
    /// The cities that the first cut's name matches only by an alternate name, of the search's country.
    let alternates: AlternateNameMatches
    /// For each later cut, the ranks of the own names and the positions of the alternate names that its name
    /// starts.
    private let laterNames: [NamesStarted]
    /// The names that the whole prefix starts.
    let wholeNames: PrefixNames
    /// The ranks of the cities whose own names start with the whole prefix.
    private var wholeOwnNames: Range<Int> { wholeNames.ownNames }

    /// The matches of `prefix`, whose first cut's name matches `own` by their own names and `alternates` only by an
    /// alternate name, whose later cuts' names start `laterNames`, and whose whole text starts `wholeNames`; its
    /// qualifiers are matched against the cities' `places` (`CityIndex.qualifiedMatches(of:country:)`).
    fileprivate init(
        _ prefix: consuming QualifiedPrefix,
        own: CityMatches,
        alternates: AlternateNameMatches,
        laterNames: [NamesStarted],
        wholeNames: PrefixNames,
        places: CityPlaces
    ) {
        self.prefix = prefix
        self.own = own
        self.alternates = alternates
        self.laterNames = laterNames
        self.wholeNames = wholeNames
        self.places = places
    }

    /// The length in bytes of the first cut's folded name: the part of each name that matched.
    var nameLength: Int { prefix.firstCut.name.count }

    /// How the city at `rank`, one that the first cut's name matches, is among these matches: `.byName` when
    /// its own name starts with the whole prefix or every qualifier of a cut matches it by name, `.byAlias` when
    /// a cut's qualifiers match it only with a country's alias, `nil` when it is not among them.
    ///
    /// - Complexity: O(*c* + *q*) for *c* cuts and *q* qualifiers, with O(log *m*) for each later cut in the
    ///   city's number of alternate names.
    func match(_ rank: Int) -> QualifierMatch? {
        guard !wholeOwnNames.contains(rank) else { return .byName }
        // Every cut ends with the same qualifier: a city it does not match, no cut matches.
        guard let last = prefix.lastQualifier.match(cityAt: rank, in: places) else {
            return nil
        }
        var best = weakestMatch(ofCityAt: rank, by: prefix.firstCut.wholeQualifiers, last: last)
        if best == .byName { return .byName }
        for cut in prefix.laterCuts.indices where isNamed(rank, byNameOfCut: cut) {
            if let weakest = weakestMatch(ofCityAt: rank, by: prefix.laterCuts[cut].wholeQualifiers, last: last) {
                if weakest == .byName { return .byName }
                best = weakest
            }
        }
        return best
    }

    /// How the city at `rank` is matched by every one of `qualifiers` and by a last qualifier that matches it as
    /// `last`: the weakest of those matches, or `nil` when one of them does not match it.
    ///
    /// The qualifiers are matched where they lie, by index: a loop over them would copy each, and take a
    /// reference to each of its arrays.
    private func weakestMatch(
        ofCityAt rank: Int,
        by qualifiers: ArraySlice<Qualifier>,
        last: QualifierMatch
    ) -> QualifierMatch? {
        var weakest = last
        for qualifier in qualifiers.indices {
            guard let match = qualifiers[qualifier].match(cityAt: rank, in: places) else { return nil }
            weakest = min(weakest, match)
        }
        return weakest
    }

    /// Where these matches are: the places, ascending, whose cities the last qualifier matches, of the search's
    /// country when it has one; and the ranks of the cities of `own` in other places whose own names start with
    /// the whole prefix. Every cut ends with that qualifier, so every other match is in one of those places.
    ///
    /// - Complexity: O(*p* + *w*) for the data's *p* places and *w* cities whose own names start with the whole
    ///   prefix; O(*p* + *w* log *n*) with a country of *n* cities.
    func placesOfMatches() -> (places: [Int], ownRanksElsewhere: [Int]) {
        let last = prefix.lastQualifier
        let countrySlot = alternates.country.map { Int16($0.slot) }
        let places = (0..<places.count).filter { place in
            (countrySlot == nil || self.places.countrySlots[place] == countrySlot)
                && last.match(place: place, in: self.places) != nil
        }
        return (places, ownRanksElsewhere(of: last))
    }

    /// Where these matches are among `lists`: in the lists of the first cut's name's first byte that hold the
    /// cities of the last qualifier
    /// (`CitiesByPlaceStart.matches(ofNamesStartingWith:qualifiedBy:country:ownRanksElsewhere:reach:)`), which
    /// hold every match but the cities of `own` whose own names start with the whole prefix in places the qualifier
    /// does not match, with those; in the search's country's lists when the last qualifier is empty, which every
    /// place matches. `nil` for such a qualifier without a country, for a name that is empty, while the lists are
    /// being built (a search does not wait for them), and when the lists do not hold the cities.
    ///
    /// `reach` is how many cities the page reaches, by which the lists weigh how far the search goes through them;
    /// the lists are put in `room`.
    /// `groups` are the groups that the search puts a city in that these match by name and by an alias
    /// (`match(_:)`): where a city's match depends on its place alone, a prefix of one cut and one qualifier, they go
    /// with the matches (`CitiesByPlaceStart.Matches.groupByName`), so that the cities of the lists that the
    /// qualifier matches alike are grouped without looking at their places; by an alias only when no city's own name
    /// starts with the whole prefix, which matches it by name wherever it is.
    ///
    /// - Complexity: O(*c* log *l* + *w* + *p*) for *l* lists, *c* countries the last qualifier matches, *w* cities
    ///   whose own names start with the whole prefix and the *p* places of the search's country.
    func listedMatches(
        in lists: BuiltOnFirstUse<CitiesByPlaceStart>,
        groups: (byName: Int, byAlias: Int),
        reach: Int,
        into room: inout CitiesByPlaceStart.ListRoom
    ) -> CitiesByPlaceStart.Matches? {
        let last = prefix.lastQualifier
        let name = prefix.firstCut.name
        guard !name.isEmpty, let table = lists.valueUnlessBeingBuilt else { return nil }
        guard !last.folded.isEmpty else {
            // Every city matches, and so every city of the search's country.
            guard let country = alternates.country else { return nil }
            return table.matches(ofNamesStartingWith: name, country: country, into: &room)
        }
        // Unwrapped before it is changed: changed through the optional, the matches were copied to be returned.
        guard
            var matches = table.matches(
                ofNamesStartingWith: name,
                qualifiedBy: last,
                country: alternates.country,
                ownRanksElsewhere: ownRanksElsewhere(of: last),
                reach: reach,
                into: &room
            )
        else { return nil }
        if prefix.isNameAndOneQualifier {
            matches.groupByName = groups.byName
            if wholeOwnNames.isEmpty {
                matches.groupByAlias = groups.byAlias
            }
        }
        return matches
    }

    /// Whether every city that the name matches is among these matches by name: a prefix of one cut whose one
    /// qualifier is empty (`london, `), which every place matches by name (`Qualifier.match(place:in:)`).
    var matchesEveryCityByName: Bool {
        prefix.isNameAndOneQualifier && prefix.lastQualifier.folded.isEmpty
    }

    /// The ranks of the cities of `own` whose own names start with the whole prefix and that `last` does not
    /// match.
    private func ownRanksElsewhere(of last: Qualifier) -> [Int] {
        wholeOwnNames.filter { rank in
            own.containsRank(rank) && last.match(cityAt: rank, in: places) == nil
        }
    }

    /// Whether the city at `rank` is among these matches.
    func contains(_ rank: Int) -> Bool {
        (own.containsRank(rank) || alternates.position(ofCityAt: rank) != nil) && match(rank) != nil
    }

    /// The hit `hit` of a city of these matches, covering the whole prefix, of `wholeLength` folded bytes, where
    /// the city's own name starts with it.
    func wholePrefixHit(_ hit: CityHit, wholeLength: Int) -> CityHit {
        guard wholeOwnNames.contains(hit.rank) else { return hit }
        var hit = hit
        hit.matchedFoldedBytes = 0..<wholeLength
        return hit
    }

    /// Makes each of `hits` its `wholePrefixHit(_:wholeLength:)`, in place: a search's groups are its own, so that
    /// the few hits that change are changed where they lie, not copied with the others into an array made for them.
    func makeWholePrefixHits(_ hits: inout [CityHit], wholeLength: Int) {
        guard !wholeOwnNames.isEmpty else { return }
        for index in hits.indices {
            hits[index] = wholePrefixHit(hits[index], wholeLength: wholeLength)
        }
    }

    /// Whether the name of the later cut at `cut` of `QualifiedPrefix.laterCuts` starts one of the names of the
    /// city at `rank`.
    private func isNamed(_ rank: Int, byNameOfCut cut: Int) -> Bool {
        let names = laterNames[cut]
        return names.ownNames.contains(rank)
            || alternates.byCity.firstPosition(ofCityAt: rank, in: names.alternateNames) != nil
    }
}

extension CityIndex {
    /// The matches of `text` read at its commas (`QualifiedPrefix.read(_:)`), optionally only of `country`; `nil`
    /// when it holds no comma or no cut has a name.
    ///
    /// The names that the first cut's name starts hold all that the whole prefix starts, whose fold starts with
    /// that name's unless a scalar's fold depends on what follows it: the whole prefix is looked for among them,
    /// by its fold packed into a number where it fits (`Fold.packedPrefix(of:)`), which the matches do not keep. A
    /// method of the index rather than an initializer that takes it: a search passing the whole index to a function
    /// copies it, a reference for each of its tables.
    func qualifiedMatches(of text: String, country: CountryCode?) -> QualifiedMatches? {
        guard let prefix = QualifiedPrefix.read(text) else { return nil }
        let firstCutNames = namesStarted(by: prefix.firstCut.name)
        // A loop, not `map`: its closure would copy the index.
        var laterNames: [NamesStarted] = []
        for cut in prefix.laterCuts {
            laterNames.append(namesStarted(by: cut.name, narrowedBy: firstCutNames))
        }
        // Not a closure over a fold: one that calls the index's methods copies the index.
        let wholeNames =
            if let packed = Fold.packedPrefix(of: text) {
                prefixNames(of: packed, narrowedBy: firstCutNames)
            } else {
                prefixNames(of: Fold.prefixBytes(text), narrowedBy: firstCutNames)
            }
        return QualifiedMatches(
            consume prefix,
            own: matches(among: firstCutNames.ownNames, country: country),
            alternates: alternateNameMatches(of: firstCutNames.prefixNames, country: country),
            laterNames: laterNames,
            wholeNames: wholeNames,
            places: places
        )
    }
}
