extension StudioAssets {
    /// The studio's script: the sessions list, the stack editor made from the registry's descriptions, the baseline,
    /// the take-home panel and the URL state; the player is the report's (`window.stretchyReportRender`). It exposes
    /// `window.stretchyStudio` for tests (docs/studio.md).
    static let script = #"""
        (function () {
          "use strict";
          const token = new URLSearchParams(location.search).get("token") || "";
          const studio = { ready: false, errors: [], replays: 0, state: null, registry: null, last: null };
          window.stretchyStudio = studio;
          window.addEventListener("error", (event) => { studio.errors.push(String(event.message)); });
          const $ = (id) => document.getElementById(id);
          const el = window.stretchyReportKit.el;
          function api(path, params, method) {
            const query = new URLSearchParams(params || {}).toString();
            return fetch(path + (query ? "?" + query : ""), { method: method || "GET", cache: "no-store",
              headers: { "X-Stretchy-Token": token } }).then((response) => response.json().then((body) => {
                if (!response.ok) { const error = new Error(body.error); error.body = body; throw error; }
                return body;
              }));
          }
          function problemText(body) { return body.error + (body.hint ? "\n" + body.hint : ""); }
          function fmt(v) {
            if (!isFinite(v)) return String(v);
            return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4)));
          }

          // The whole state lives in the URL's fragment: file, session, stack, baseline, frame.
          const hash = new URLSearchParams(location.hash.slice(1));
          const state = studio.state = { file: hash.get("file") || "", session: hash.get("session") || "",
            stack: hash.get("stack") || "top-only", baseline: hash.get("baseline") || "",
            frame: Number(hash.get("frame") || 0) };
          // Written at once for a choice (a session, a baseline, a stack text), and once the page is quiet for what
          // comes many times a second (a slider's replays, the player's frame): each write costs milliseconds.
          function saveState() {
            const params = new URLSearchParams();
            ["file", "session", "stack", "baseline"].forEach((key) => { if (state[key]) params.set(key, state[key]); });
            params.set("frame", String(state.frame));
            history.replaceState(null, "", location.pathname + location.search + "#" + params.toString());
          }

          // Sessions: listed, searched, polled for new ones.
          let sessions = [];
          let listed = "";
          function showSessions() {
            const box = $("sessions");
            box.textContent = "";
            const words = $("search").value.toLowerCase().split(/\s+/).filter((w) => w);
            const shown = sessions.filter((s) => words.every((w) =>
              (s.name + " " + s.file + " " + s.source + " " + (s.device || "")).toLowerCase().indexOf(w) >= 0));
            if (!shown.length) el("p", { class: "note" }, box, sessions.length ? "No session matches." :
              "No sessions yet: record one, and it appears here.");
            shown.forEach((s) => {
              const item = el("div", { class: "session-item", "data-file": s.file, "data-session": s.name }, box);
              if (s.file === state.file && s.name === state.session) item.classList.add("chosen");
              el("b", {}, item, s.name);
              el("span", {}, item, s.file + " \u00b7 " + s.source + " \u00b7 " + fmt(s.duration) + " s \u00b7 " +
                s.frames + " frames" + (s.rate ? " \u00b7 " + fmt(s.rate) + " Hz" : "") +
                (s.finished ? "" : " \u00b7 recording"));
              item.addEventListener("click", () => choose(s.file, s.name));
            });
          }
          function loadSessions() {
            return api("/api/sessions").then((body) => {
              const text = JSON.stringify(body);
              if (text === listed) return;
              listed = text;
              sessions = body.sessions;
              const problems = $("problems");
              problems.querySelectorAll(".file-problem").forEach((node) => node.remove());
              body.problems.forEach((p) => el("p", { class: "error file-problem" }, problems,
                p.file + ": " + problemText(p)));
              $("recorder").textContent = "";
              if (body.recorder) {
                el("a", { href: body.recorder, target: "_blank" }, $("recorder"), "Record a new session");
                $("recorder").appendChild(document.createTextNode(" (it appears here as it is recorded)"));
              } else {
                $("recorder").textContent = "New sessions: stretchy-replay record FILE.db, then they appear here";
              }
              showSessions();
              showBaselines();
            });
          }
          function choose(file, session) {
            state.file = file; state.session = session; state.frame = 0;
            showSessions(); showBaselines(); saveState(); replay(); takeHome();
          }

          // The stack editor, made from the registry's descriptions (the plugin interface's JSON).
          let items = [];
          function describe(name) { return studio.registry.behaviors.find((b) => b.identifier === name); }
          function stackText() {
            return items.map((item) => item.name + (item.parameters.length ? "=" +
              item.parameters.map((p) => p[0] + "=" + p[1]).join(":") : "")).join(",");
          }
          function valueOf(item, parameter) {
            const given = item.parameters.find((p) => p[0] === parameter.name);
            if (given) return given[1];
            if (parameter.kind === "numbers") return parameter.default.join("+");
            if (parameter.kind === "subviews") {
              if (parameter.named) return parameter.named.join("+");
              return studio.registry.subviews.filter((id) => parameter.allExcept.indexOf(id) < 0).join("+");
            }
            return String(parameter.default);
          }
          function setValue(item, name, value) {
            const given = item.parameters.find((p) => p[0] === name);
            if (given) given[1] = value; else item.parameters.push([name, value]);
            commit(stackText(), "editor-keep");
          }
          function sliderRange(p) {
            const d = Number(p.default);
            let lo = p.lower === null ? Math.min(0, d) : Number(p.lower);
            let hi = p.upper === null ? Math.max(d * 4, lo + 100, 1) : Number(p.upper);
            if (hi - lo > 1e6) hi = lo + Math.max(1000, Math.abs(d) * 4);
            const raw = (hi - lo) / 200, power = Math.pow(10, Math.floor(Math.log10(raw)));
            const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
            return { lo, hi, step };
          }
          function control(box, item, p) {
            const row = el("div", { class: "param", "data-behavior": item.name, "data-parameter": p.name }, box);
            el("label", { title: p.summary }, row, p.name);
            const value = valueOf(item, p);
            if (p.kind === "number") {
              const r = sliderRange(p);
              const slider = el("input", { type: "range", min: String(r.lo), max: String(r.hi), step: String(r.step),
                value: value, "aria-label": item.name + " " + p.name }, row);
              const number = el("input", { type: "text", class: "number", value: value,
                "aria-label": item.name + " " + p.name + " value" }, row);
              slider.title = "range " + (p.lower === null ? "-\u221e" : p.lower) + " to " +
                (p.upper === null ? "\u221e" : p.upper) + ", default " + p.default;
              slider.addEventListener("input", () => { number.value = slider.value; setValue(item, p.name, slider.value); });
              number.addEventListener("change", () => { slider.value = number.value; setValue(item, p.name, number.value); });
            } else if (p.kind === "choice") {
              const select = el("select", { class: "wide", "aria-label": item.name + " " + p.name }, row);
              p.words.forEach((w) => { const o = el("option", { value: w }, select, w); if (w === value) o.selected = true; });
              select.addEventListener("change", () => setValue(item, p.name, select.value));
            } else if (p.kind === "flag") {
              const box2 = el("input", { type: "checkbox", "aria-label": item.name + " " + p.name }, el("span", {}, row));
              box2.checked = value === "true";
              box2.addEventListener("change", () => setValue(item, p.name, String(box2.checked)));
            } else if (p.kind === "subviews") {
              const chosen = value ? value.split("+") : [];
              const group = el("span", { class: "wide subviews" }, row);
              studio.registry.subviews.forEach((id) => {
                const label = el("label", {}, group);
                const check = el("input", { type: "checkbox", value: id }, label);
                label.appendChild(document.createTextNode(" " + id));
                check.checked = chosen.indexOf(id) >= 0;
                check.addEventListener("change", () => setValue(item, p.name,
                  Array.from(group.querySelectorAll("input:checked")).map((c) => c.value).join("+")));
              });
            } else {
              const text = el("input", { type: "text", class: "wide", value: value, spellcheck: "false",
                "aria-label": item.name + " " + p.name }, row);
              text.title = "numbers joined by +";
              text.addEventListener("change", () => setValue(item, p.name, text.value));
            }
            el("div", { class: "field-error" }, row);
          }
          function showEditor() {
            const box = $("stages");
            box.textContent = "";
            studio.registry.stages.forEach((stage) => {
              const group = el("div", { class: "stage-group", "data-stage": stage.name }, box);
              const head = el("div", { class: "stage-head" }, group,
                stage.name.charAt(0).toUpperCase() + stage.name.slice(1));
              if (stage.exclusive) el("span", { class: "note" }, head, "one behaviour");
              const inStage = items.filter((item) => { const d = describe(item.name); return d && d.stage === stage.name; });
              const add = el("select", { "aria-label": "add to " + stage.name }, head);
              el("option", { value: "" }, add, stage.exclusive ? "replace with\u2026" : "add\u2026");
              studio.registry.behaviors.filter((b) => b.stage === stage.name).forEach((b) => {
                el("option", { value: b.identifier, title: b.summary }, add, b.identifier);
              });
              add.addEventListener("change", () => {
                if (!add.value) return;
                if (stage.exclusive) items = items.filter((item) => inStage.indexOf(item) < 0);
                items.push({ name: add.value, parameters: [] });
                commit(stackText(), "editor");
              });
              if (stage.exclusive && !inStage.length && stage.default) {
                el("div", { class: "note" }, group, "default: " + stage.default);
              }
              inStage.forEach((item, position) => {
                const d = describe(item.name);
                const card = el("div", { class: "card", "data-behavior": item.name }, group);
                const top = el("div", { class: "card-head" }, card);
                el("b", { title: d.summary }, top, item.name);
                const move = (delta) => {
                  const other = inStage[position + delta];
                  const a = items.indexOf(item), b = items.indexOf(other);
                  items[a] = other; items[b] = item;
                  commit(stackText(), "editor");
                };
                if (!stage.exclusive) {
                  const up = el("button", { type: "button", title: "earlier" }, top, "\u2191");
                  up.disabled = position === 0; up.addEventListener("click", () => move(-1));
                  const down = el("button", { type: "button", title: "later" }, top, "\u2193");
                  down.disabled = position === inStage.length - 1; down.addEventListener("click", () => move(1));
                }
                const remove = el("button", { type: "button", title: "remove" }, top, "\u00d7");
                remove.addEventListener("click", () => { items.splice(items.indexOf(item), 1); commit(stackText(), "editor"); });
                d.parameters.forEach((p) => control(card, item, p));
              });
            });
          }
          function clearErrors() {
            $("stack-error").textContent = "";
            $("stack-kept").textContent = "";
            $("stack-text").classList.remove("invalid");
            document.querySelectorAll(".param .field-error").forEach((node) => { node.textContent = ""; });
            document.querySelectorAll(".param input.invalid").forEach((node) => node.classList.remove("invalid"));
          }
          function showStackError(body) {
            $("stack-error").textContent = problemText(body);
            $("stack-kept").textContent = "Still showing the last valid stack: " + state.stack;
            $("stack-text").classList.add("invalid");
            if (body.behavior && body.parameter) {
              const row = document.querySelector(".param[data-behavior=\"" + CSS.escape(body.behavior) +
                "\"][data-parameter=\"" + CSS.escape(body.parameter) + "\"]");
              if (row) {
                row.querySelector(".field-error").textContent = problemText(body);
                row.querySelectorAll("input[type=text]").forEach((node) => node.classList.add("invalid"));
              }
            }
          }
          // A new stack text, from the text box or the editor: checked by the server; the last valid one stays.
          let checking = 0;
          function commit(text, from) {
            const ticket = ++checking;
            if (from === "editor-keep") {
              // A control's change: the replay checks the stack itself, so there is no round trip before it.
              $("stack-text").value = text;
              const valid = state.stack;
              state.stack = text;
              return replay().then(() => {
                if (ticket !== checking) return;
                if (studio.last && studio.last.error && studio.last.error.field === "stack") state.stack = valid;
                else { clearErrors(); whenQuiet(takeHome); }
                whenQuiet(saveState);
              });
            }
            if (from !== "text") $("stack-text").value = text;
            return api("/api/stack", { stack: text }).then((body) => {
              if (ticket !== checking) return;
              clearErrors();
              state.stack = text;
              // A control's own change keeps the controls (a slider being dragged stays under the pointer).
              if (from !== "editor-keep") { items = body.items; showEditor(); }
              saveState(); replay(); takeHome();
            }, (error) => {
              if (ticket !== checking || !error.body) throw error;
              clearErrors();
              showStackError(error.body);
              studio.last = { error: error.body };
            });
          }

          // The baseline: none, a preset (an expansion behaviour), a golden of the session, or another stack.
          function showBaselines() {
            const select = $("baseline-kind");
            const current = state.baseline;
            select.textContent = "";
            el("option", { value: "" }, select, "none");
            studio.registry.behaviors.filter((b) => b.stage === "expansion").forEach((b) =>
              el("option", { value: "stack:" + b.identifier }, select, "preset " + b.identifier));
            const s = sessions.find((x) => x.file === state.file && x.name === state.session);
            (s ? s.goldens : []).forEach((g) => el("option", { value: "golden:" + g }, select, "golden " + g));
            el("option", { value: "custom" }, select, "another stack\u2026");
            const known = Array.from(select.options).some((o) => o.value === current);
            select.value = known ? current : current.startsWith("stack:") ? "custom" : "";
            $("baseline-text").value = current.startsWith("stack:") ? current.slice(6) : "";
            $("baseline-text").style.display = select.value === "custom" ? "" : "none";
          }
          // A golden chosen as the baseline opens the player where today's replay first differs from it, as
          // `report --against-golden` does, rather than on the frame shown before.
          let openAtDivergence = false;
          function setBaseline(value) {
            state.baseline = value;
            openAtDivergence = value.startsWith("golden:");
            saveState(); replay();
          }

          // What the new replay's drawing does not wait on (the exact values, the take-home texts) runs once the page
          // has had no new replay for a moment, after the frame with the last one is painted: a slider being dragged
          // asks for a replay at every step, and their requests and layout would hold the next one back.
          const quietTimers = new Map();
          function whenQuiet(work) {
            clearTimeout(quietTimers.get(work));
            quietTimers.set(work, setTimeout(() => requestAnimationFrame(() => setTimeout(work, 0)), 250));
          }
          // A page left before it was quiet still leaves its state in the URL.
          window.addEventListener("pagehide", () => { if (quietTimers.has(saveState)) saveState(); });

          // Replays: one at a time per page, the newest state wins.
          let running = false, again = false, updating = false;
          function replay() {
            if (!state.file || !state.session) return Promise.resolve();
            if (running) { again = true; return studio.pending; }
            running = true;
            const asked = Object.assign({}, state);
            const started = performance.now();
            // Greyed only when the answer is slow to come: a quick one would flash it, and paint it twice.
            const busy = setTimeout(() => $("status").classList.add("busy"), 200);
            const params = { file: asked.file, session: asked.session, stack: asked.stack };
            if (asked.baseline) params.baseline = asked.baseline;
            studio.pending = api("/api/replay", params).then((data) => {
              const fetched = performance.now();
              $("baseline-error").textContent = "";
              // A parameter change keeps the section: the report draws the new replay into its elements when the
              // page it would build is alike (the same session, fields and plots); anything else is drawn anew.
              // `stretchyStudio.inPlace = false` always draws anew (the benchmark's baseline).
              let report = studio.report;
              // The player's moves while the new replay is drawn in are not the user's: no exact values for them.
              updating = true;
              let inPlace = false;
              try {
                inPlace = studio.inPlace !== false && !!report && report === window.stretchyReport && report.update(data);
              } finally {
                updating = false;
              }
              if (!inPlace) {
                const root = $("result");
                root.textContent = "";
                const seek = openAtDivergence && data.sessions[0].golden ? "" : "seek=" + asked.frame;
                report = studio.report = window.stretchyReportRender(data, root, new URLSearchParams(seek), false);
              }
              openAtDivergence = false;
              const rendered = performance.now();
              const session = data.sessions[0];
              const sides = session.sides;
              const controller = report.sessions[0];
              state.frame = controller.frame();
              if (!inPlace) {
                controller.onPosition(() => {
                  state.frame = controller.frame();
                  whenQuiet(saveState);
                  if (!updating) exactSoon();
                });
              }
              const ms = performance.now() - started;
              studio.replays += 1;
              // Beside a golden the report shows its stored frames first and today's replay second.
              const today = sides[session.golden ? 1 : 0];
              studio.last = { data, ms, fetchMs: fetched - started, renderMs: rendered - fetched, digest: today.digest,
                frames: session.frames, inPlace };
              clearTimeout(busy);
              $("status").classList.remove("busy");
              const digests = session.golden ? "golden '" + session.golden.name + "' digest " + sides[0].digest +
                (session.golden.bitForBit ? " (today's replay matches it bit for bit)" : " \u00b7 today digest " +
                today.digest) : (sides.length > 1 ? "A " : "") + "digest " + sides[0].digest +
                (sides.length > 1 ? " \u00b7 B (baseline) digest " + sides[1].digest : "");
              $("status").textContent = session.frames + " frames \u00b7 " + digests + " \u00b7 " + Math.round(ms) + " ms";
              whenQuiet(saveState); whenQuiet(exact);
            }, (error) => {
              clearTimeout(busy);
              $("status").classList.remove("busy");
              const body = error.body || { error: String(error) };
              if (body.field === "baseline") $("baseline-error").textContent = problemText(body);
              else if (body.field === "stack") showStackError(body);
              else $("status").textContent = problemText(body);
              studio.last = { error: body };
            }).then(() => {
              running = false;
              if (again) { again = false; return replay(); }
            });
            return studio.pending;
          }

          // The exact values of the frame under the cursor, fetched on demand (the player may hold thinned frames).
          let exactTimer = 0, exactTicket = 0;
          function exactSoon() { clearTimeout(exactTimer); exactTimer = setTimeout(exact, 120); }
          function exact() {
            const ticket = ++exactTicket;
            const params = { file: state.file, session: state.session, stack: state.stack, seq: String(state.frame) };
            if (state.baseline) params.baseline = state.baseline;
            studio.exactPending = api("/api/frame", params).then((body) => {
              if (ticket !== exactTicket) return;
              const box = $("exact");
              box.textContent = "";
              const table = el("table", { "data-seq": String(body.seq) }, box);
              const head = el("tr", {}, el("thead", {}, table));
              el("th", {}, head, "frame " + body.seq);
              body.labels.forEach((label) => el("th", {}, head, label));
              const tbody = el("tbody", {}, table);
              const names = Object.keys(body.sides[0]);
              if (body.sides[1]) Object.keys(body.sides[1]).forEach((n) => { if (names.indexOf(n) < 0) names.push(n); });
              // Beside a golden, a field it does not store is a dash and no difference, as the player shows it.
              const golden = body.labels[0] === "golden";
              names.forEach((name) => {
                const tr = el("tr", { "data-name": name }, tbody);
                el("td", {}, tr, name);
                const shown = body.sides.map((side) => side[name]);
                shown.forEach((v, i) => {
                  const absent = v === undefined && golden && i === 0;
                  const cell = el("td", { class: "num" }, tr, absent ? "\u2013" : v === undefined ? "" : v);
                  if (absent) cell.title = "not stored in the golden";
                });
                const compared = shown.length > 1 && !(golden && shown[0] === undefined);
                if (compared && shown[0] !== shown[1]) tr.classList.add("diff");
              });
              studio.exactShown = body;
            }, (error) => {
              if (ticket !== exactTicket) return;
              $("exact").textContent = error.body ? problemText(error.body) : String(error);
            });
            return studio.exactPending;
          }

          // Take it home: the stack text, the command line, the header JSON.
          let takeHomeTicket = 0;
          function takeHome() {
            const ticket = ++takeHomeTicket;
            const params = { stack: state.stack };
            if (state.file) params.file = state.file;
            if (state.session) params.session = state.session;
            return api("/api/take-home", params).then((body) => {
              // An answer to an older stack, arriving after a newer one's, is not shown.
              if (ticket !== takeHomeTicket) return;
              const box = $("take-home");
              box.textContent = "";
              const texts = [["Stack text", body.stack], ["Command line", body.command], ["Swift", body.swift],
                ["Header JSON", body.header]].concat(body.platforms.map((p) => [p.title, p.text]));
              texts.forEach(([label, text]) => {
                if (text === undefined || text === null) return;
                const take = el("details", { class: "take" }, box);
                if (label === "Stack text" || label === "Command line") take.open = true;
                const head = el("summary", { class: "take-head" }, take);
                el("span", {}, head, label);
                const copy = el("button", { type: "button" }, head, "Copy");
                const pre = el("pre", { "data-take": label }, take, text);
                copy.addEventListener("click", (event) => {
                  event.preventDefault();
                  (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject()).then(
                    () => { copy.textContent = "Copied"; }, () => {
                      const range = document.createRange(); range.selectNodeContents(pre);
                      const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
                      copy.textContent = "Selected: press Ctrl-C";
                    });
                });
              });
              if (!body.platforms.length) el("span", { class: "note export" }, box,
                "No platform's own terms: the stack uses a behaviour no platform has (export-stack lists which do).");
              body.notes.forEach((note) => el("span", { class: "note export" }, box, note));
            }, () => {});
          }

          function saveGolden() {
            const message = $("golden-message");
            message.classList.remove("ok");
            message.textContent = "Saving\u2026";
            return api("/api/golden", { file: state.file, session: state.session, stack: state.stack,
              name: $("golden-name").value }, "POST").then((body) => {
              message.classList.add("ok");
              message.textContent = "Saved golden '" + body.saved + "' (" + body.frames + " frames, digest " +
                body.digest + ").";
              listed = ""; return loadSessions();
            }, (error) => { message.textContent = error.body ? problemText(error.body) : String(error); });
          }

          $("stack-text").addEventListener("input", () => commit($("stack-text").value, "text"));
          $("search").addEventListener("input", showSessions);
          $("baseline-kind").addEventListener("change", () => {
            const value = $("baseline-kind").value;
            $("baseline-text").style.display = value === "custom" ? "" : "none";
            if (value === "custom") { $("baseline-text").focus(); return; }
            setBaseline(value);
          });
          $("baseline-text").addEventListener("change", () => setBaseline("stack:" + $("baseline-text").value));
          $("save-golden").addEventListener("click", saveGolden);
          studio.commit = (text) => { $("stack-text").value = text; return commit(text, "text"); };
          studio.choose = (file, session) => { choose(file, session); return studio.pending || replay(); };
          studio.replay = replay;
          studio.exact = exact;

          api("/api/registry").then((registry) => {
            studio.registry = registry;
            $("tool").textContent = registry.tool + " \u00b7 header: " + registry.header;
            registry.problems.forEach((p) => el("p", { class: "error" }, $("problems"), p));
            $("stack-text").value = state.stack;
            return loadSessions().then(() => {
              if (!state.file && sessions.length) { state.file = sessions[0].file; state.session = sessions[0].name; }
              showSessions();
              return commit(state.stack, "text");
            });
          }).then(() => studio.pending).then(() => { studio.ready = true; }, (error) => {
            studio.errors.push(String(error));
            el("p", { class: "error" }, $("problems"), "The studio could not start: " + error);
          });
          setInterval(() => { loadSessions().catch(() => {}); }, 2000);
        })();

        """#
}
