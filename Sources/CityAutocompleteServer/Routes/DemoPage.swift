/// `GET /`: a page with a search box that calls the API the way a good frontend does.
enum DemoPage {
    /// The page, rendered once.
    static let response: Response = {
        var response = Response(status: 200, body: Array(html.utf8))
        response.addHeader("Content-Type", "text/html; charset=utf-8")
        return response
    }()

    private static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>city-autocomplete</title>
        <link rel="icon" href="data:,">
        <style>
          :root {
            color-scheme: light dark;
            --bg: #ffffff; --fg: #1c1e21; --muted: #6b7280; --border: #d4d7dd;
            --panel: #ffffff; --active: #e8effd; --accent: #2563eb; --mark: #fde68a;
          }
          @media (prefers-color-scheme: dark) {
            :root {
              --bg: #15171b; --fg: #e6e7e9; --muted: #9aa0a8; --border: #363a43;
              --panel: #1d2026; --active: #263552; --accent: #7aa2ff; --mark: #715c12;
            }
          }
          * { box-sizing: border-box; }
          body {
            margin: 0; background: var(--bg); color: var(--fg);
            font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          }
          main { max-width: 36rem; margin: 0 auto; padding: 3rem 1rem 2rem; }
          h1 { font-size: 1.5rem; font-weight: 600; margin: 0 0 1.25rem; letter-spacing: -0.01em; }
          .fields { display: flex; gap: 0.75rem; align-items: end; }
          .field { display: flex; flex-direction: column; gap: 0.25rem; }
          .field.grow { flex: 1; }
          label { font-size: 0.85rem; color: var(--muted); }
          input {
            font: inherit; color: inherit; background: var(--panel);
            border: 1px solid var(--border); border-radius: 0.5rem; padding: 0.55rem 0.75rem; width: 100%;
          }
          input:focus { outline: 2px solid var(--accent); outline-offset: -1px; border-color: transparent; }
          #country { width: 4.5rem; text-transform: uppercase; }
          #results {
            list-style: none; margin: 0.4rem 0 0; padding: 0.25rem; overflow-y: auto;
            max-height: clamp(12rem, calc(100vh - 14rem), 36rem); /* ten options, and the status line in view */
            border: 1px solid var(--border); border-radius: 0.5rem; background: var(--panel);
          }
          #results[hidden] { display: none; }
          .option {
            display: flex; justify-content: space-between; align-items: baseline; gap: 1rem;
            padding: 0.35rem 0.6rem; border-radius: 0.35rem; cursor: pointer;
          }
          .place { display: flex; flex-direction: column; min-width: 0; }
          .meta { font-size: 0.8rem; line-height: 1.3; color: var(--muted); font-variant-numeric: tabular-nums; }
          .option:hover { background: color-mix(in srgb, var(--active) 60%, transparent); }
          .option.active { background: var(--active); }
          .coords { font-size: 0.8rem; color: var(--muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
          mark { background: var(--mark); color: inherit; border-radius: 0.15rem; padding: 0 0.05rem; }
          #status { min-height: 1.5rem; margin: 0.6rem 0 0; font-size: 0.9rem; color: var(--muted); }
          #status.error { color: #c2410c; }
          #chosen { margin: 0.5rem 0 0; font-weight: 500; min-height: 1.5rem; }
          footer { margin-top: 3rem; font-size: 0.8rem; color: var(--muted); border-top: 1px solid var(--border); padding-top: 0.75rem; }
        </style>
        </head>
        <body>
        <main>
          <h1>city-autocomplete</h1>
          <div class="fields">
            <div class="field grow">
              <label for="q">City</label>
              <input id="q" type="text" autofocus autocomplete="off" spellcheck="false" placeholder="Start typing, e.g. sao p, amsterdma or cologne"
                     role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="results">
            </div>
            <div class="field">
              <label for="country">Country</label>
              <input id="country" type="text" maxlength="2" autocomplete="off" spellcheck="false" placeholder="any"
                     aria-describedby="country-hint">
            </div>
          </div>
          <span id="country-hint" hidden>Optional two-letter country code, such as BR</span>
          <ul id="results" role="listbox" aria-label="Cities" hidden></ul>
          <p id="status" role="status" aria-live="polite"></p>
          <p id="chosen"></p>
          <footer>Data: OpenWeatherMap city list, CC BY-SA 4.0; regions, populations and other names: GeoNames, CC BY 4.0</footer>
        </main>
        <script>
        "use strict";
        const input = document.getElementById("q");
        const country = document.getElementById("country");
        const list = document.getElementById("results");
        const statusLine = document.getElementById("status");
        const chosen = document.getElementById("chosen");
        let results = [], active = -1, seq = 0, controller = null, timer = 0;
        const number = (x) => Number(x).toFixed(4).replace("-", "\u2212");
        const coords = (city) => city.coord ? `${number(city.coord.lat)}, ${number(city.coord.lon)}` : "";
        const labelOf = (city) => city.label ?? [city.name, city.state, city.country].filter(Boolean).join(", ");
        const wholeNumber = new Intl.NumberFormat("en");
        const shortNumber = new Intl.NumberFormat("en", { notation: "compact", maximumSignificantDigits: 3 });
        const hasPopulation = (city) => Number.isFinite(city.population) && city.population > 0;
        // For scanning: 976 people, 7,217 people, 474 K people, 8.96 M people; `exact` spells every digit.
        function people(n, exact = false) {
          let text = wholeNumber.format(n);
          if (!exact && n >= 10000) text = shortNumber.format(n).replace(/([KMBT])$/, "\u202f$1");
          return `${text} ${n === 1 ? "person" : "people"}`;
        }
        // The region, unless the label already shows it (it does where the city has no US state).
        const regionOf = (city) => city.region && !labelOf(city).split(", ").slice(1).includes(city.region) ? city.region : "";
        function setStatus(text, isError = false) {
          statusLine.textContent = text;
          statusLine.classList.toggle("error", isError);
        }
        function setActive(index) {
          active = index;
          [...list.children].forEach((li, i) => {
            li.classList.toggle("active", i === index);
            li.setAttribute("aria-selected", String(i === index));
          });
          const li = list.children[index];
          if (li) {
            input.setAttribute("aria-activedescendant", li.id);
            li.scrollIntoView({ block: "nearest" });
          } else {
            input.removeAttribute("aria-activedescendant");
          }
        }
        function setOpen(open) {
          open = open && results.length > 0;
          list.hidden = !open;
          input.setAttribute("aria-expanded", String(open));
          if (!open) setActive(-1);
        }
        function render() {
          list.replaceChildren(...results.map((city, i) => {
            const li = document.createElement("li");
            li.id = `option-${i}`;
            li.className = "option";
            li.setAttribute("role", "option");
            li.setAttribute("aria-selected", "false");
            const label = document.createElement("span");
            label.className = "label";
            const full = labelOf(city), name = city.name ?? "", showsName = full.startsWith(name);
            // A city found by another of its names shows that name after its own: "Köln (Cologne), ...".
            const other = typeof city.matched === "string" ? city.matched : "";
            const shown = other && showsName ? `${name} (${other})${full.slice(name.length)}` : full;
            // `match` is the part of the name (of `matched`, where there is one) the typed text matched, in
            // UTF-16 units, as slice() counts.
            const from = other ? name.length + 2 : 0;
            const [start, end] = Array.isArray(city.match) ? city.match.map((i) => from + i) : [0, 0];
            if (end > start && showsName) {
              const mark = document.createElement("mark");
              mark.textContent = shown.slice(start, end);
              label.append(shown.slice(0, start), mark, shown.slice(end));
            } else {
              label.textContent = shown;
            }
            const place = document.createElement("span");
            place.className = "place";
            place.append(label);
            const region = regionOf(city), population = hasPopulation(city);
            const spoken = [shown];
            if (region || population) {
              const meta = document.createElement("span");
              meta.className = "meta";
              meta.textContent = [region, population ? people(city.population) : ""].filter(Boolean).join(" \u00b7 ");
              if (population) meta.title = `Population ${wholeNumber.format(city.population)} (GeoNames)`;
              place.append(meta);
              if (region) spoken.push(region);
              if (population) spoken.push(people(city.population, true));
            }
            li.setAttribute("aria-label", spoken.join(", "));
            const where = document.createElement("span");
            where.className = "coords";
            where.textContent = coords(city);
            li.append(place, where);
            li.addEventListener("mousedown", (event) => event.preventDefault());
            li.addEventListener("click", () => choose(i));
            return li;
          }));
          active = -1;
        }
        function cancel() {
          clearTimeout(timer);
          seq += 1;
          if (controller) controller.abort();
          controller = null;
        }
        function clear() {
          cancel();
          results = [];
          render();
          setOpen(false);
          setStatus("");
        }
        function choose(index) {
          const city = results[index];
          if (!city) return;
          cancel();
          input.value = labelOf(city);
          chosen.textContent = `Chosen: ${labelOf(city)} (${coords(city)})`;
          setOpen(false);
          results = [];
          render();
          setStatus("");
        }
        async function search() {
          const value = input.value;
          if (!value.trim()) { clear(); return; }
          cancel();
          const mine = seq;
          controller = new AbortController();
          // names=all: other names find a city too ("cologne" finds Köln), and a comma may name the state, region
          // or country ("london, g"), so a label chosen from the list and typed on keeps matching.
          let url = `/cities/${encodeURIComponent(value)}/autocomplete?limit=10&sort=relevance&typos=1&highlight=1&names=all`;
          const code = country.value.trim();
          if (/^[A-Za-z]{2}$/.test(code)) url += `&country=${code.toUpperCase()}`;
          try {
            const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
            const body = await response.json().catch(() => null);
            if (mine !== seq) return;
            if (!response.ok || !body || !Array.isArray(body.result)) {
              results = [];
              render();
              setOpen(false);
              setStatus(body?.error ?? `The server answered with status ${response.status}.`, true);
              return;
            }
            results = body.result;
            render();
            setOpen(true);
            const count = results.length;
            setStatus(count ? `${count} ${count === 1 ? "city" : "cities"}` : `No city starts with \u201c${value.trim()}\u201d`);
          } catch (error) {
            if (mine !== seq || error.name === "AbortError") return;
            results = [];
            render();
            setOpen(false);
            setStatus("The server could not be reached", true);
          }
        }
        function schedule() {
          if (!input.value.trim()) { clear(); return; }
          clearTimeout(timer);
          timer = setTimeout(search, 100);
        }
        input.addEventListener("input", schedule);
        country.addEventListener("input", () => {
          const code = country.value.trim();
          if (code.length !== 1) schedule();
        });
        input.addEventListener("keydown", (event) => {
          const count = results.length;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (!count) return;
            event.preventDefault();
            if (list.hidden) setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
          } else if (event.key === "Enter") {
            if (!list.hidden && active >= 0) { event.preventDefault(); choose(active); }
          } else if (event.key === "Escape") {
            if (!list.hidden) { event.preventDefault(); setOpen(false); }
          }
        });
        input.addEventListener("blur", () => setOpen(false));
        input.addEventListener("focus", () => { if (results.length) setOpen(true); });
        </script>
        </body>
        </html>
        """#
}
