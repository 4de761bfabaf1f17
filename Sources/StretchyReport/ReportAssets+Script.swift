extension ReportAssets {
    /// The script: draws players, filmstrip, plots, profile and summary from the embedded data, and exposes
    /// `window.stretchyReport` (docs/report.md). It also defines `window.stretchyReportRender(data, root, params)`,
    /// which draws given data into a given element: a page that fetches its data (the studio) draws with it.
    package static let script = #"""
        (function () {
          "use strict";
          let api = null;
          let active = null;
          window.addEventListener("error", (event) => { if (api) api.errors.push(String(event.message)); });
          document.addEventListener("keydown", (event) => {
            const target = event.target;
            // The page's own scrubber steps the player; any other field (the studio's) keeps its keys.
            if (!active || target.tagName === "SELECT" || target.tagName === "TEXTAREA" ||
              (target.tagName === "INPUT" && !(target.type === "range" && target.closest("section.session")))) return;
            const n = event.shiftKey ? 10 : 1;
            if (event.key === "ArrowRight") { active.step(n); event.preventDefault(); }
            else if (event.key === "ArrowLeft") { active.step(-n); event.preventDefault(); }
            else if (event.key === " ") { event.preventDefault(); active.toggle(); }
          });
          const SVGNS = "http://www.w3.org/2000/svg";
          function el(tag, attrs, parent, text) {
            const node = document.createElement(tag);
            for (const key in attrs || {}) node.setAttribute(key, attrs[key]);
            if (text !== undefined) node.textContent = text;
            if (parent) parent.appendChild(node);
            return node;
          }
          function sv(tag, attrs, parent, text) {
            const node = document.createElementNS(SVGNS, tag);
            for (const key in attrs || {}) node.setAttribute(key, attrs[key]);
            if (text !== undefined) node.textContent = text;
            if (parent) parent.appendChild(node);
            return node;
          }
          // Each root's window resize listener: a root drawn into again (the studio's) drops the one drawn before, which
          // would otherwise keep that whole drawing alive.
          const resizeListeners = new WeakMap();
          // Draws `data` into `root`; `params` as the report's URL fragment gives them (view, session, seek), and
          // `title: false` leaves out the page's heading.
          function render(data, root, params, title) {
          if (api) api.sessions.forEach((session) => session.pause());
          api = { ready: false, errors: [], sessions: [] };
          window.stretchyReport = api;
          const bare = params.get("view") === "player";
          const HEADER = "#1e3a5f";
          const FILLS = ["#8fa8d8", "#f4a259", "#f6d55c", "#5cc8a0", "#e879a8", "#5bc0de", "#b49ae6", "#9ccc65"];
          const SERIES = [["#0969da", "#cf222e"], ["#1a7f37", "#bf8700"], ["#8250df", "#e16f24"]];
          const PHASES = { idle: "#adb5bd", tracking: "#74c0fc", dragging: "#4dabf7", decelerating: "#ffd43b",
            bouncing: "#ff8787", programmatic: "#b197fc" };
          const POINTS = new Set(["x", "y", "width", "height", "cornerRadius", "shadowRadius", "fontSize"]);
          // The optional layout values (settle_offset, collapsed_fraction, ...) with their units, from the tool.
          const MEASURES = data.measures;

          function fmt(v) {
            if (v === null || v === undefined) return "-";
            if (!isFinite(v)) return String(v);
            if (Number.isInteger(v)) return String(v);
            const text = Math.abs(v) >= 1e5 || Math.abs(v) < 1e-3 ? v.toExponential(3) : v.toPrecision(5);
            return text.indexOf("e") < 0 ? text.replace(/\.?0+$/, "") : text;
          }
          function unit(name) {
            const attribute = name.slice(name.lastIndexOf(".") + 1);
            if (name === "t") return "s";
            if (name === "seq" || name === "phase" || name === "stretch_factor" || name === "difference") return "";
            const measure = MEASURES.find((m) => m.column === name);
            if (measure) return measure.unit;
            if (name.indexOf(".") < 0 || name.startsWith("sample.") || POINTS.has(attribute)) return "pt";
            return "";
          }
          function ns(v) {
            return v >= 1e6 ? fmt(v / 1e6) + " ms" : v >= 1e3 ? fmt(v / 1e3) + " \u00b5s" : fmt(v) + " ns";
          }

          // One side's embedded frames: the value of a column at a kept frame.
          function frames(side) {
            const index = {};
            side.names.forEach((name, i) => { index[name] = i; });
            const column = (name) => side.data[index[name]];
            const at = (k) => (name) => {
              const c = column(name);
              return Array.isArray(c) ? c[k] : c;
            };
            const row = (values) => (name) => values[index[name]];
            return { index, column, at, row };
          }

          // Draws one frame of one side, in points scaled by `scale`, cropped to `height` points.
          function draw(canvas, side, v, scale, height) {
            const W = v("sample.viewport_width");
            const H = height || v("sample.viewport_height");
            const ratio = window.devicePixelRatio || 1;
            const pw = Math.round(W * scale), ph = Math.round(H * scale);
            if (canvas.width !== pw * ratio || canvas.height !== ph * ratio) {
              canvas.width = pw * ratio; canvas.height = ph * ratio;
              canvas.style.width = pw + "px"; canvas.style.height = ph + "px";
            }
            const ctx = canvas.getContext("2d");
            // Drawn again into the same canvas, a frame is what it is on a fresh one: the edge pixels the scaled fill
            // covers only in part keep nothing of the frame before.
            ctx.setTransform(1, 0, 0, 1, 0, 0);
            ctx.clearRect(0, 0, canvas.width, canvas.height);
            ctx.setTransform(ratio * scale, 0, 0, ratio * scale, 0, 0);
            ctx.fillStyle = "#ffffff";
            ctx.fillRect(0, 0, W, H);
            const offset = v("offset_y");
            const contentSize = v("sample.content_height");
            const rowHeight = 56;
            const first = Math.max(0, Math.floor(offset / rowHeight));
            const last = Math.min(Math.ceil(contentSize / rowHeight), Math.ceil((offset + H) / rowHeight));
            ctx.font = "15px sans-serif";
            for (let r = first; r < last; r++) {
              const y = r * rowHeight - offset;
              ctx.fillStyle = r % 2 ? "#eef2f6" : "#dde3ea";
              ctx.fillRect(16, y + 10, 36, 36);
              ctx.fillStyle = "#57606a";
              ctx.fillText("Row " + (r + 1), 64, y + 33);
              ctx.fillStyle = "#d0d7de";
              ctx.fillRect(16, y + rowHeight - 1, W - 16, 1);
            }
            if (offset + H > contentSize) {
              ctx.fillStyle = "#f6f8fa";
              ctx.fillRect(16, contentSize - offset, W - 16, offset + H - contentSize);
            }
            const top = side.headerInSuperview ? v("header_y") : v("header_y") - offset;
            const headerHeight = v("header_height");
            ctx.save();
            ctx.fillStyle = HEADER;
            ctx.fillRect(0, top, W, headerHeight);
            ctx.beginPath(); ctx.rect(0, top, W, headerHeight); ctx.clip();
            const cx = side.inset[1], cy = top + v("content_y");
            const cw = W - side.inset[1] - side.inset[3], ch = v("content_height");
            side.subviews.forEach((id, i) => {
              const a = (name) => v(id + "." + name);
              const alpha = Math.min(1, a("alpha"));
              if (!(alpha > 0)) return;
              const x = cx + a("x"), y = cy + a("y"), w = a("width"), h = a("height");
              const radius = Math.max(0, Math.min(a("cornerRadius"), w / 2, h / 2));
              ctx.save();
              ctx.globalAlpha = alpha;
              ctx.beginPath(); ctx.roundRect(x, y, w, h, radius);
              if (a("shadowOpacity") > 0) {
                ctx.shadowColor = "rgba(0,0,0," + Math.min(1, a("shadowOpacity")) + ")";
                ctx.shadowBlur = a("shadowRadius") * scale * ratio;
                ctx.shadowOffsetY = 3 * scale * ratio;
              }
              ctx.fillStyle = FILLS[i % FILLS.length];
              ctx.fill();
              ctx.shadowColor = "transparent";
              ctx.clip();
              const zoom = a("scale");
              ctx.translate(x + w / 2, y + h / 2); ctx.scale(zoom, zoom);
              ctx.strokeStyle = "rgba(255,255,255,0.45)"; ctx.lineWidth = 2;
              for (let d = -Math.max(w, h); d <= Math.max(w, h); d += 16) {
                ctx.beginPath(); ctx.moveTo(d - h, -h); ctx.lineTo(d + h, h); ctx.stroke();
              }
              ctx.setTransform(ratio * scale, 0, 0, ratio * scale, 0, 0);
              ctx.fillStyle = "#1f2328";
              if (a("fontSize") > 0) {
                ctx.font = a("fontSize") + "px sans-serif";
                ctx.fillText("Aa " + id, x + 8, y + Math.min(h - 6, a("fontSize") + 4));
              }
              ctx.restore();
            });
            ctx.setLineDash([4, 3]);
            ctx.strokeStyle = "rgba(255,255,255,0.8)"; ctx.lineWidth = 1;
            ctx.strokeRect(cx + 0.5, cy + 0.5, Math.max(0, cw - 1), Math.max(0, ch - 1));
            ctx.restore();
          }

          function phaseName(k) { return data.phases[k]; }

          // The player's scale: 560 px tall, or narrower so that every side fits the section's width.
          function playerScale(box, sides) {
            const style = getComputedStyle(box);
            const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) -
              12 * (sides.length - 1) - 2 * sides.length;
            const tall = 560 / sides[0].f.at(0)("sample.viewport_height");
            const wide = room / sides.reduce((sum, side) => sum + side.f.at(0)("sample.viewport_width"), 0);
            return Math.max(0.2, Math.min(tall, wide));
          }
          function caption(session, side, label) {
            const g = session.golden;
            if (g && label === "golden") return "golden: '" + g.name + "', " + fmt(g.frames) + " stored frames of " +
              g.stack + ", saved " + g.created;
            return (label ? label + ": " : "") + side.stack + " \u00b7 " + side.header;
          }
          // Beside a golden, what it does not store (the attributes its stack leaves alone) is drawn from today's
          // frame; the values table leaves those cells empty.
          function withToday(session, sides, values) {
            if (!session.golden) return values;
            const stored = sides[0].f.index, own = values[0], today = values[1];
            return [(name) => (stored[name] !== undefined ? own(name) : today(name)), today];
          }
          // The values beside the player: one small table per part (the frame, each subview, the sample), laid out
          // over the width left, so no field hides in a scroll box.
          function valuesPanel(stage, sides, names, labels) {
            const panel = el("div", { class: sides.length > 1 ? "values two" : "values" }, stage);
            const groups = [];
            const groupOf = (name) => (name.startsWith("sample.") ? "sample" : name.indexOf(".") > 0 ?
              name.slice(0, name.indexOf(".")) : "frame");
            names.forEach((name) => {
              const title = groupOf(name);
              let group = groups.find((g) => g.title === title);
              if (!group) { group = { title, names: [] }; groups.push(group); }
              group.names.push(name);
            });
            // The sample (the input) last.
            groups.sort((a, b) => (a.title === "sample") - (b.title === "sample"));
            const rows = [];
            groups.forEach((group) => {
              const table = el("table", { "data-group": group.title }, panel);
              const head = el("tr", {}, el("thead", {}, table));
              el("th", {}, head, group.title === "sample" ? "sample (input)" : group.title);
              sides.forEach((side, i) => el("th", { class: "num" }, head, labels[i] || "value"));
              const body = el("tbody", {}, table);
              group.names.forEach((name) => {
                const tr = el("tr", { "data-field": name }, body);
                const short = group.title === "frame" ? name : name.slice(name.indexOf(".") + 1);
                el("td", { title: name }, tr, short + (unit(name) ? " (" + unit(name) + ")" : ""));
                rows.push({ name, tr, cells: sides.map(() => el("td", { class: "num" }, tr)) });
              });
            });
            return rows;
          }
          // Subview labels as page text over the player, 11 px at any scale, at each subview's bottom-right inside
          // the header (clear of the sample text at its top-left); a label that would cover another moves up a line,
          // and one with no room left is hidden.
          // A label's width by its text, measured once: a width read after a text is set costs a layout, and the
          // player shows the same few texts frame after frame.
          const labelWidths = new Map();
          function labelWidth(label) {
            const text = label.textContent;
            let width = labelWidths.get(text);
            if (width === undefined || width === 0) {
              width = label.offsetWidth;
              if (labelWidths.size > 500) labelWidths.clear();
              labelWidths.set(text, width);
            }
            return width;
          }
          function placeLabels(layer, side, v, scale) {
            if (!layer) return;
            const top = (side.headerInSuperview ? v("header_y") : v("header_y") - v("offset_y")) * scale;
            const bottom = top + v("header_height") * scale;
            const cy = top + v("content_y") * scale;
            while (layer.children.length < side.subviews.length) el("span", {}, layer);
            const placed = [];
            // Every label's text first, then every width, then the places: one layout for all the labels, not one
            // per label.
            side.subviews.forEach((id, i) => {
              const zoom = v(id + ".scale");
              const label = layer.children[i];
              label.textContent = id + (zoom !== 1 ? " \u00d7" + fmt(zoom) : "");
              label.style.display = "";
            });
            const widths = side.subviews.map((id, i) => labelWidth(layer.children[i]));
            side.subviews.forEach((id, i) => {
              const a = (name) => v(id + "." + name);
              const label = layer.children[i];
              const w = widths[i];
              const right = Math.min(side.inset[1] + a("x") + a("width"), v("sample.viewport_width")) * scale;
              const box = { x: Math.max(2, right - w - 4), w, h: 14 };
              box.y = Math.min(cy + (a("y") + a("height")) * scale, bottom) - box.h - 2;
              const hits = (b) => box.x < b.x + b.w && b.x < box.x + box.w && box.y < b.y + b.h && b.y < box.y + box.h;
              while (placed.some(hits)) box.y -= box.h;
              // Shown only for a subview that can be seen: not transparent, and partly inside the header.
              const from = cy + a("y") * scale, to = from + a("height") * scale;
              const shown = a("alpha") > 0 && from < bottom && to > top && box.y >= top && box.y + box.h <= bottom;
              label.style.display = shown ? "" : "none";
              label.style.left = box.x + "px";
              label.style.top = box.y + "px";
              if (shown) placed.push(box);
            });
          }
          // Beside a golden: says whether today's replay matches it, and opens on the first frame that differs.
          function goldenNotice(session, controller, labels, notice) {
            const g = session.golden, d = session.diff;
            const counts = g.frames === session.frames ? "" : " The golden holds " + g.frames +
              " frames, today's replay " + session.frames + ".";
            if (d.first === null) {
              if (!notice) return;
              notice.classList.add("match");
              notice.textContent = "Today's replay matches golden '" + g.name + "' on every frame" +
                (g.bitForBit ? ", bit for bit." : ".") + counts;
              return;
            }
            controller.seek(d.first);
            if (!notice) return;
            notice.classList.remove("match");
            notice.textContent = "Today's replay differs from golden '" + g.name + "' from frame " + d.first + " (t = " +
              fmt(d.firstTime - session.plots.t0) + " s) on: " + controller.differing().join(", ") +
              ". The player opens there, the differing fields highlighted; the largest difference is " +
              fmt(d.largest) + " at frame " + d.largestSeq + "." + counts;
          }

          function section(session, number) {
            const kept = session.kept;
            let sides = session.sides.map((side) => Object.assign({ f: frames(side) }, side));
            let times = sides[0].f.column("t");
            const timeAt = (k) => (Array.isArray(times) ? times[k] : times);
            const state = { k: 0, playing: false, speed: 1, clock: 0, listeners: [] };
            const box = el("section", { class: "session", id: "session-" + number }, root);
            const labels = session.golden ? ["golden", "today"] : sides.length > 1 ? ["A", "B"] : [""];
            if (!bare) {
              el("h2", {}, box, session.name);
              el("p", { class: "sub" }, box, session.frames + " frames over " + fmt(session.duration) + " s, " +
                session.source + (session.refreshRate ? ", " + fmt(session.refreshRate) + " Hz" : ""));
            }
            const notice = session.golden && !bare ? el("p", { class: "golden" }, box) : null;
            const stage = el("div", { class: "stage" }, box);
            const players = el("div", { class: "players" }, stage);
            let scale = bare ? 1 : playerScale(box, sides);
            const layers = [], captions = [];
            const canvases = sides.map((side, i) => {
              const figure = el("figure", {}, players);
              if (!bare) captions.push(el("figcaption", {}, figure, caption(session, side, labels[i])));
              const screen = el("div", { class: "screen" }, figure);
              const canvas = el("canvas", { class: "player", "data-side": String(i) }, screen);
              layers.push(el("div", { class: "labels", "aria-hidden": "true" }, screen));
              return canvas;
            });
            function timeAtSide(side, name) { const c = side.f.column(name); return Array.isArray(c) ? c[0] : c; }
            let rows = [], frameLabel = null, scrubber = null, playButton = null;
            // Today's columns first beside a golden (it stores only the stack's own), else the first side's.
            const names = sides[session.golden ? 1 : 0].names.slice();
            sides.forEach((side) => side.names.forEach((n) => { if (names.indexOf(n) < 0) names.push(n); }));
            if (!bare) {
              rows = valuesPanel(stage, sides, ["seq", "phase"].concat(names), labels);
              const controls = el("div", { class: "controls" }, box);
              playButton = el("button", { type: "button" }, controls, "Play");
              playButton.addEventListener("click", () => (state.playing ? pause() : play()));
              const speed = el("select", { "aria-label": "speed" }, controls);
              [0.1, 0.25, 0.5, 1, 1.5, 2].forEach((s) => {
                const option = el("option", { value: String(s) }, speed, s + "\u00d7");
                if (s === 1) option.selected = true;
              });
              speed.addEventListener("change", () => { state.speed = Number(speed.value); });
              scrubber = el("input", { type: "range", min: "0", max: String(kept.length - 1), value: "0",
                "aria-label": "frame" }, controls);
              scrubber.addEventListener("input", () => { pause(); show(Number(scrubber.value)); });
              frameLabel = el("span", { class: "readout" }, controls);
              const thinned = kept.length < session.frames;
              el("div", { class: "note" }, box, thinned ? "The player holds " + kept.length + " of the " +
                session.frames + " frames, thinned evenly (its cap); the plots and the filmstrip use every frame." :
                "The player holds every frame. Arrow keys step a frame (Shift: 10), Space plays and pauses.");
              box.addEventListener("pointerdown", () => { active = controller; });
            }
            function show(k) {
              state.k = Math.max(0, Math.min(kept.length - 1, k));
              const values = sides.map((side) => side.f.at(state.k));
              const drawn = withToday(session, sides, values);
              sides.forEach((side, i) => {
                draw(canvases[i], side, drawn[i], scale);
                placeLabels(layers[i], side, drawn[i], scale);
              });
              if (scrubber) scrubber.value = String(state.k);
              if (frameLabel) frameLabel.textContent = "frame " + kept[state.k] + " / " + (session.frames - 1) +
                " \u00b7 t = " + fmt(timeAt(state.k) - timeAt(0)) + " s \u00b7 " + phaseName(session.phase[state.k]);
              rows.forEach((row) => {
                const shown = row.cells.map((cell, i) => {
                  let value;
                  if (row.name === "seq") value = kept[state.k];
                  else if (row.name === "phase") value = phaseName(session.phase[state.k]);
                  else value = sides[i].f.index[row.name] === undefined ? undefined : values[i](row.name);
                  // A field the golden does not store: a dash, said so on hover.
                  const absent = value === undefined && session.golden && i === 0;
                  const text = absent ? "\u2013" : value === undefined ? "" : typeof value === "string" ? value :
                    fmt(value);
                  // The same text set again would still be laid out again.
                  if (cell.textContent !== text) cell.textContent = text;
                  cell.classList.toggle("absent", !!absent);
                  if (absent) cell.title = "not stored in the golden; drawn from today's frame";
                  return value;
                });
                // Beside a golden, a field it does not store is not a difference (its cell is empty).
                const differs = shown.length > 1 && !Object.is(shown[0], shown[1]) &&
                  !(session.golden && shown[0] === undefined);
                row.tr.classList.toggle("diff", differs);
              });
              const t = timeAt(state.k) - timeAt(0);
              state.listeners.forEach((listener) => listener(t));
            }
            // The last embedded frame whose key is at or before `value` (keys grow with the frame).
            function lastAtOrBefore(value, key) {
              let lo = 0, hi = kept.length - 1;
              while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (key(mid) <= value) lo = mid; else hi = mid - 1; }
              return lo;
            }
            const locate = (seq) => lastAtOrBefore(seq, (k) => kept[k]);
            const locateTime = (t) => lastAtOrBefore(t, timeAt);
            let last = 0;
            function tick(now) {
              if (!state.playing) return;
              state.clock += (now - last) / 1000 * state.speed;
              last = now;
              const k = locateTime(timeAt(0) + state.clock);
              if (k !== state.k) show(k);
              if (state.k >= kept.length - 1) { pause(); return; }
              requestAnimationFrame(tick);
            }
            function play() {
              if (state.k >= kept.length - 1) show(0);
              state.playing = true; state.clock = timeAt(state.k) - timeAt(0); last = performance.now();
              if (playButton) playButton.textContent = "Pause";
              requestAnimationFrame(tick);
            }
            function pause() { state.playing = false; if (playButton) playButton.textContent = "Play"; }
            const controller = {
              name: session.name, frames: session.frames, kept,
              seek(seq) { pause(); show(locate(seq)); return kept[state.k]; },
              seekTime(t) { pause(); show(locateTime(timeAt(0) + t)); },
              step(n) { pause(); show(state.k + n); }, play, pause,
              toggle() { if (state.playing) pause(); else play(); },
              frame() { return kept[state.k]; },
              onPosition(listener) { state.listeners.push(listener); },
              draw, sides, scale,
              differing() { return rows.filter((row) => row.tr.classList.contains("diff")).map((row) => row.name); },
            };
            let updaters = [];
            if (!bare) {
              updaters.push(filmstrip(box, session, sides, controller));
              updaters.push(plots(box, session, sides, controller, labels));
              if (session.profile) profile(box, session, controller);
              updaters.push(summary(box, session, sides, labels));
            }
            // A new replay of the same session whose page would be built alike (the same fields, key frames and
            // plots, the same golden; no profile) is drawn into the elements already there: canvases drawn again, texts
            // and plots replaced, nothing laid out anew but what changed (the studio's parameter changes).
            controller.shape = bare ? null : shapeOf(session);
            controller.update = (next) => {
              session = next;
              sides = next.sides.map((side) => Object.assign({ f: frames(side) }, side));
              times = sides[0].f.column("t");
              controller.sides = sides;
              captions.forEach((node, i) => { node.textContent = caption(session, sides[i], labels[i]); });
              updaters.forEach((update) => update(session, sides));
              show(state.k);
              if (session.golden) goldenNotice(session, controller, labels, notice);
            };
            show(0);
            if (!bare) redraws.push(() => { scale = playerScale(box, sides); controller.scale = scale; show(state.k); });
            if (session.golden) goldenNotice(session, controller, labels, notice);
            return controller;
          }

          // What a session's section is built of, as text: two replays with the same shape draw into the same
          // elements (`controller.update`); null for what is always built anew (a profile).
          function shapeOf(session) {
            if (session.profile) return null;
            const labels = session.golden ? ["golden", "today"] : session.sides.length > 1 ? ["A", "B"] : [""];
            const groups = plotGroups(session, session.sides, labels);
            return JSON.stringify([session.name, session.frames, session.kept, session.releases > 24,
              session.sides.map((s) => [s.names, s.subviews, s.sets, s.inset, s.headerInSuperview]),
              session.keyFrames.map((k) => k.reason), !!session.diff,
              session.golden ? [session.golden.name, session.golden.frames, session.golden.stack] : null,
              groups.groups.map((g) => [g.title, groups.constant.indexOf(g) >= 0, g.list.map((s) => s && s.name)])]);
          }

          // The key frames, each a small drawing of every side; returns the function that draws another replay's
          // key frames into the same figures.
          function filmstrip(box, session, sides, controller) {
            el("h3", {}, box, "Filmstrip");
            const strip = el("div", { class: "filmstrip" }, box);
            const figures = session.keyFrames.map((key, n) => {
              const figure = el("figure", {}, strip);
              const pair = el("div", { style: "display:flex;gap:2px" }, figure);
              const shown = { canvases: sides.map(() => el("canvas", {}, pair)) };
              drawKey(shown, key);
              figure.style.width = pair.scrollWidth + "px";
              el("b", {}, figure, key.reason);
              shown.where = el("span", {}, figure, shown.where);
              el("br", {}, figure);
              shown.offset = el("span", {}, figure, shown.offset);
              figure.addEventListener("click", () => controller.seek(session.keyFrames[n].seq));
              return shown;
            });
            // Draws `key` into `shown`'s canvases and gives its texts (into its spans, once they are there).
            function drawKey(shown, key) {
              const drawn = withToday(session, sides, sides.map((side, i) => side.f.row(key.rows[i])));
              sides.forEach((side, i) => {
                const v = drawn[i];
                const height = Math.min(v("sample.viewport_height"), Math.max(side.maximumHeight * 1.6, 360));
                draw(shown.canvases[i], side, v, 0.24, height);
              });
              const v = sides[0].f.row(key.rows[0]);
              const t = v("t") - timeAtZero(sides[0]);
              const where = "#" + key.seq + " \u00b7 " + fmt(t) + " s";
              const offset = fmt(v("offset_y")) + " pt \u00b7 " + data.phases[key.phase];
              if (typeof shown.where === "object") {
                shown.where.textContent = where; shown.offset.textContent = offset;
              } else {
                shown.where = where; shown.offset = offset;
              }
            }
            if (session.releases > 24) el("div", { class: "note" }, box, "The filmstrip shows the first 24 of " +
              session.releases + " releases.");
            // A key frame whose rows are those it shows is not drawn again.
            let shownRows = session.keyFrames.map((key) => JSON.stringify([key.seq, key.rows]));
            return (next, nextSides) => {
              session = next; sides = nextSides;
              session.keyFrames.forEach((key, n) => {
                const rows = JSON.stringify([key.seq, key.rows]);
                if (rows === shownRows[n]) return;
                shownRows[n] = rows;
                drawKey(figures[n], key);
              });
            };
          }
          function timeAtZero(side) { const c = side.f.column("t"); return Array.isArray(c) ? c[0] : c; }

          // The plots a session has: each group's title and series, and which of them are constant.
          function plotGroups(session, sides, labels) {
            const plot = session.plots;
            const series = plot.series;
            const find = (side, name) => series.find((s) => s.side === side && s.name === name);
            const both = (name) => sides.map((side, i) => find(i, name)).filter((s) => s);
            const groups = [
              { title: "Offset (offset_y) with the phases", list: [find(0, "offset_y")], bands: true },
              { title: "Header and content height", list: both("header_height").concat(both("content_height")) },
              { title: "Stretch factor", list: both("stretch_factor"), lines: [0, 1] },
            ];
            MEASURES.forEach((measure) => {
              const list = both(measure.column);
              if (!list.length) return;
              if (measure.column === "settle_offset") {
                groups.push({ title: "settle_offset, with the offset", list: list.concat([find(0, "offset_y")]) });
              } else {
                groups.push({ title: measure.column, list });
              }
            });
            const attributes = [];
            sides.forEach((side) => side.sets.forEach((name) => {
              if (name.indexOf(".") > 0 && attributes.indexOf(name) < 0) attributes.push(name);
            }));
            attributes.forEach((name) => groups.push({ title: name, list: both(name) }));
            if (session.diff) groups.push({ title: "Largest difference between " + labels[0] + " and " + labels[1] +
              ", over every shared field", list: [find(-1, "difference")], diff: session.diff });
            const constant = groups.filter((group) => !group.diff && group.list.length && group.list.every(isConstant));
            return { groups, constant };
          }
          // The plots; returns the function that draws another replay's plots (of the same groups) into them.
          function plots(box, session, sides, controller, labels) {
            el("h3", {}, box, "Plots");
            const { groups, constant } = plotGroups(session, sides, labels);
            const line = constants(box, constant, labels);
            const charts = groups.filter((group) => constant.indexOf(group) < 0)
              .map((group) => chart(box, session, sides, group, controller, labels));
            return (next, nextSides) => {
              const now = plotGroups(next, nextSides, labels);
              if (line) line.textContent = constantsText(now.constant, labels);
              now.groups.filter((group) => now.constant.indexOf(group) < 0)
                .forEach((group, i) => charts[i](next, group));
            };
          }
          // A series with one value over the whole session: a flat line says nothing a number does not.
          function isConstant(series) {
            const values = series.min.concat(series.max).filter((v) => v !== null);
            return values.length > 0 && values.every((v) => Object.is(v, values[0]));
          }
          // The groups that would plot only constants, as one line of values instead of plots; returns the element
          // with the values.
          function constants(box, groups, labels) {
            if (!groups.length) return null;
            const line = el("p", { class: "constants" }, box);
            el("b", {}, line, "Constant over the session (not plotted): ");
            return el("span", {}, line, constantsText(groups, labels));
          }
          function constantsText(groups, labels) {
            const seen = new Set();
            const parts = [];
            groups.forEach((group) => group.list.forEach((s) => {
              if (seen.has(s.name)) return;
              seen.add(s.name);
              const all = group.list.filter((o) => o.name === s.name);
              const u = unit(s.name) ? " " + unit(s.name) : "";
              const same = all.every((o) => Object.is(o.min.find((v) => v !== null), s.min.find((v) => v !== null)));
              parts.push(s.name + " " + (same ? fmt(s.min.find((v) => v !== null)) + u : all.map((o) =>
                labels[o.side] + " " + fmt(o.min.find((v) => v !== null)) + u).join(", ")));
            }));
            return parts.join(" \u00b7 ");
          }

          // One plot, as wide as its section: drawn again when the window's width changes; returns the function that
          // draws another replay's group into it, at the width measured before.
          function chart(box, session, sides, group, controller, labels) {
            const wrap = el("div", { class: "plot" }, box);
            el("div", { class: "plot-title" }, wrap, group.title);
            const current = { x: null, cursor: null, t: 0 };
            controller.onPosition((t) => {
              current.t = t;
              if (current.cursor) { current.cursor.setAttribute("x1", current.x(t)); current.cursor.setAttribute("x2", current.x(t)); }
            });
            const render = (sameWidth) => {
              while (wrap.children.length > 1) wrap.removeChild(wrap.lastChild);
              drawChart(wrap, session, group, controller, labels, current, sameWidth === true);
            };
            render();
            redraws.push(render);
            // A plot whose series, marks and time axis are what it already shows is left as it is: a parameter
            // change usually moves a few fields, and an SVG drawn again costs layout and paint.
            let drawn = plotSignature(session, group);
            return (next, nextGroup) => {
              session = next; group = nextGroup;
              const signature = plotSignature(next, nextGroup);
              if (signature === drawn) return;
              drawn = signature;
              render(true);
            };
          }
          // What a plot draws, as text: two groups with the same signature draw the same picture.
          function plotSignature(session, group) {
            const plot = session.plots;
            return JSON.stringify([plot.columns, plot.duration, plot.t0, group.bands ? plot.bands : null,
              group.lines || null, group.diff || null, group.list.map((s) => [s.name, s.side, s.min, s.max])]);
          }
          const redraws = [];
          let resizeTimer = 0, drawnWidth = window.innerWidth;
          const onResize = () => {
            clearTimeout(resizeTimer);
            resizeTimer = setTimeout(() => {
              if (window.innerWidth === drawnWidth) return;
              drawnWidth = window.innerWidth;
              redraws.forEach((render) => render());
            }, 120);
          };
          if (resizeListeners.has(root)) window.removeEventListener("resize", resizeListeners.get(root));
          resizeListeners.set(root, onResize);
          window.addEventListener("resize", onResize);

          function drawChart(wrap, session, group, controller, labels, current, sameWidth) {
            const plot = session.plots;
            // The difference plot keeps a line above its frame for the first divergence's label.
            const left = 56, right = 12, top = group.diff ? 24 : 10, bottom = 34, height = 150;
            const width = sameWidth ? current.width : Math.max(left + right + 120, wrap.clientWidth);
            current.width = width;
            const inner = width - left - right;
            const kx = inner / plot.columns;
            const svg = sv("svg", { width, height: top + height + bottom, viewBox: "0 0 " + width + " " +
              (top + height + bottom), role: "img" }, wrap);
            let lo = Infinity, hi = -Infinity;
            group.list.forEach((s) => s.min.forEach((v, c) => {
              if (v !== null) { lo = Math.min(lo, v); hi = Math.max(hi, s.max[c]); }
            }));
            (group.lines || []).forEach((v) => { lo = Math.min(lo, v); hi = Math.max(hi, v); });
            if (!isFinite(lo)) { lo = 0; hi = 1; }
            if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
            const pad = (hi - lo) * 0.06; lo -= pad; hi += pad;
            const y = (v) => top + height - (v - lo) / (hi - lo) * height;
            const duration = plot.duration || 1;
            const x = (t) => left + t / duration * inner;
            if (group.bands) {
              const bands = plot.bands.slice();
              for (let c = 1; c < bands.length; c++) if (bands[c] < 0) bands[c] = bands[c - 1];
              let start = 0;
              for (let c = 1; c <= plot.columns; c++) {
                if (c === plot.columns || bands[c] !== bands[start]) {
                  if (bands[start] >= 0) sv("rect", { x: left + start * kx, y: top, width: (c - start) * kx, height,
                    fill: PHASES[data.phases[bands[start]]], "fill-opacity": "0.28" }, svg);
                  start = c;
                }
              }
            }
            sv("rect", { x: left, y: top, width: inner, height, fill: "none", stroke: "#d0d7de" }, svg);
            const step = niceStep((hi - lo) / 4);
            for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
              sv("line", { x1: left - 4, x2: left + inner, y1: y(v), y2: y(v), stroke: "#eaeef2" }, svg);
              sv("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", "font-size": 11, fill: "#57606a" }, svg,
                fmt(Math.round(v / step) * step));
            }
            // About one time label per 70 px, so that they never run into each other.
            const tStep = niceStep(duration / Math.max(2, Math.floor(inner / 70)));
            for (let t = 0; t <= duration + 1e-9; t += tStep) {
              sv("line", { x1: x(t), x2: x(t), y1: top + height, y2: top + height + 4, stroke: "#57606a" }, svg);
              sv("text", { x: x(t), y: top + height + 16, "text-anchor": "middle", "font-size": 11,
                fill: "#57606a" }, svg, fmt(Math.round(t / tStep) * tStep));
            }
            sv("text", { x: left + inner, y: top + height + 30, "text-anchor": "end", "font-size": 11,
              fill: "#57606a" }, svg, "time (s)");
            const yUnit = unit(group.list[0] ? group.list[0].name : "");
            sv("text", { x: 12, y: top + height / 2, "font-size": 11, fill: "#57606a", transform: "rotate(-90 12 " +
              (top + height / 2) + ")", "text-anchor": "middle" }, svg, group.diff ? "|" + labels[0] + " \u2212 " +
              labels[1] + "|" : yUnit || "value");
            (group.lines || []).forEach((v) => sv("line", { x1: left, x2: left + inner, y1: y(v), y2: y(v),
              stroke: "#57606a", "stroke-dasharray": "5 3" }, svg));
            const legend = el("div", { class: "readout" }, wrap);
            group.list.forEach((s) => {
              const names = group.list.map((g) => g.name);
              const shade = s.side < 0 ? "#cf222e" : SERIES[names.indexOf(s.name) % 3][Math.max(0, s.side)];
              let d = "", high = true;
              for (let c = 0; c < plot.columns; c++) {
                if (s.min[c] === null) continue;
                const a = y(s.min[c]), b = y(s.max[c]);
                const [from, to] = high ? [b, a] : [a, b];
                const px = (left + (c + 0.5) * kx).toFixed(2);
                d += (d ? "L" : "M") + px + " " + from.toFixed(2) + (a === b ? "" : "L" + px + " " + to.toFixed(2));
                if (a !== b) high = !high;
              }
              sv("path", { d, fill: "none", stroke: shade, "stroke-width": 1.5, "stroke-linejoin": "round",
                "stroke-dasharray": s.side === 1 ? "6 3" : "none" }, svg);
              const key = el("span", { style: "margin-right:14px" }, legend);
              el("span", { style: "display:inline-block;width:18px;height:3px;vertical-align:middle;margin-right:4px;" +
                "background:" + shade }, key);
              key.appendChild(document.createTextNode((s.side >= 0 && labels[s.side] ? labels[s.side] + " " : "") +
                s.name + (unit(s.name) ? " (" + unit(s.name) + ")" : "")));
            });
            if (group.bands) data.phases.forEach((phase, i) => {
              if (!plot.bands.includes(i)) return;
              const key = el("span", { style: "margin-right:12px" }, legend);
              el("span", { style: "display:inline-block;width:12px;height:10px;margin-right:3px;opacity:.6;" +
                "background:" + PHASES[phase] }, key);
              key.appendChild(document.createTextNode(phase));
            });
            if (group.diff && group.diff.first !== null) diffMarks(svg, group.diff, plot, x, y, { left, top, inner, height });
            else if (group.diff) {
              sv("text", { x: left + 8, y: top + 16, "font-size": 12, fill: "#1a7f37" }, svg, labels[0] + " and " +
                labels[1] + " agree on every frame");
            }
            const cursor = sv("line", { x1: x(current.t), x2: x(current.t), y1: top, y2: top + height,
              stroke: "#1f2328", "stroke-width": 1 }, svg);
            current.x = x;
            current.cursor = cursor;
            const readout = el("div", { class: "readout" }, wrap, "\u00a0");
            const column = (event) => {
              const box = svg.getBoundingClientRect();
              return Math.floor(((event.clientX - box.left) * width / box.width - left) / kx);
            };
            svg.addEventListener("mousemove", (event) => {
              const c = column(event);
              if (c < 0 || c >= plot.columns) { readout.textContent = "\u00a0"; return; }
              readout.textContent = "t " + fmt(c / plot.columns * duration) + "\u2013" + fmt((c + 1) / plot.columns *
                duration) + " s: " + group.list.map((s) => (s.side >= 0 && labels[s.side] ? labels[s.side] + " " :
                "") + s.name + " " + (s.min[c] === null ? "-" : s.min[c] === s.max[c] ? fmt(s.min[c]) :
                fmt(s.min[c]) + " \u2026 " + fmt(s.max[c]))).join(" \u00b7 ");
            });
            svg.addEventListener("click", (event) => {
              const c = column(event);
              if (c >= 0 && c < plot.columns) controller.seekTime((c + 0.5) / plot.columns * duration);
            });
          }
          // The difference plot's marks: the first divergence (dashed line) and the largest difference (circle), each
          // labelled; a label that would run past the plot's right edge turns to the left, and one that would cover
          // the other moves down a line.
          function diffMarks(svg, d, plot, x, y, area) {
            const fx = x(d.firstTime - plot.t0), lx = x(d.largestTime - plot.t0), ly = y(d.largest);
            sv("line", { x1: fx, x2: fx, y1: area.top, y2: area.top + area.height, stroke: "#bf8700",
              "stroke-dasharray": "3 2" }, svg);
            sv("circle", { cx: lx, cy: ly, r: 4, fill: "none", stroke: "#cf222e", "stroke-width": 2 }, svg);
            const placed = [{ x: lx - 6, y: ly - 6, width: 12, height: 12 }];
            const label = (text, at, baseline, fill) => {
              const node = sv("text", { x: at + 6, y: baseline, "font-size": 11, fill, class: "key-label",
                stroke: "#fff", "stroke-width": 3, "paint-order": "stroke" }, svg, text);
              let box = node.getBBox();
              if (box.x + box.width > area.left + area.inner) {
                node.setAttribute("x", at - 6); node.setAttribute("text-anchor", "end"); box = node.getBBox();
              }
              const hits = (b) => box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height &&
                b.y < box.y + box.height;
              while (placed.some(hits)) {
                baseline += 14; node.setAttribute("y", baseline); box = node.getBBox();
              }
              placed.push(box);
            };
            label("first divergence #" + d.first, fx, area.top - 8, "#9a6700");
            // Below the circle in the plot's upper half, above it in the lower: off the line it sits on.
            label("largest " + fmt(d.largest) + " at #" + d.largestSeq, lx - 6, ly < area.top + area.height / 2 ?
              ly + 20 : ly - 10, "#cf222e");
          }
          function niceStep(raw) {
            if (!(raw > 0)) return 1;
            const power = Math.pow(10, Math.floor(Math.log10(raw)));
            const m = raw / power;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
          }

          function profile(box, session, controller) {
            const p = session.profile;
            el("h3", {}, box, "Profile");
            timeline(box, session, controller);
            timelineHistogram(box, session);
            const tables = el("div", { class: "tl-tables" }, box);
            const table = el("table", {}, tables);
            [["frames timed", String(p.frames)], ["p50", ns(p.p50)], ["p90", ns(p.p90)], ["p99", ns(p.p99)],
              ["max", ns(p.max)], ["clock read (profiler cost)", ns(p.clockRead)]].forEach(([k, v]) => {
              const tr = el("tr", {}, table); el("td", {}, tr, k); el("td", { class: "num" }, tr, v);
            });
            timelineTotals(tables, session);
          }

          // The profile's timeline, its histogram and the behaviours' totals (docs/report.md, "Timeline"): every
          // frame's cost on the session's time axis, stacked by behaviour; kept apart from the rest of the page.
          const TIMELINE_COLOURS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
            "#ff9da7", "#9c755f", "#86bcb6"];
          const TIMELINE_RUNNER = "#c3c9d1";
          function timelineColour(i) { return TIMELINE_COLOURS[i % TIMELINE_COLOURS.length]; }
          function timelineSwatch(parent, colour, text, line) {
            const key = el("span", { class: "tl-key" }, parent);
            el("span", { class: line ? "tl-line" : "tl-swatch", style: "background:" + colour }, key);
            key.appendChild(document.createTextNode(text));
            return key;
          }

          function timeline(box, session, controller) {
            const tl = session.profile.timeline, plot = session.plots;
            const left = 64, right = 16, top = 16, height = 240, bottom = 34;
            const width = left + plot.columns + right;
            const duration = plot.duration || 1;
            const count = tl.seq.length;
            const wrap = el("div", { class: "tl" }, box);
            const head = el("div", { class: "tl-head" }, wrap);
            el("span", { class: "tl-title" }, head, "Frame cost over the session, stacked by behaviour");
            const label = el("label", {}, head, "budget ");
            const select = el("select", { "aria-label": "refresh rate", class: "tl-rate" }, label);
            tl.overBudget.forEach((o) => el("option", { value: String(o.rate) }, select, fmt(o.rate) + " Hz" +
              (o.rate === session.refreshRate ? " (session)" : "")));
            const own = tl.overBudget.find((o) => o.rate === session.refreshRate);
            select.value = String(own ? own.rate : 60);
            const over = el("span", { class: "tl-over" }, head);
            const svg = sv("svg", { class: "tl-plot", width, height: top + height + bottom, viewBox: "0 0 " + width +
              " " + (top + height + bottom), role: "img", "aria-label": "frame cost timeline" }, wrap);
            const budgets = tl.overBudget.map((o) => 1e9 / o.rate);
            let least = Infinity, most = 1;
            tl.ns.forEach((v) => { if (v > 0 && v < least) least = v; if (v > most) most = v; });
            const lo = Math.max(1, (isFinite(least) ? least : 1) / 1.5);
            const hi = Math.max(most, Math.max(...budgets)) * 1.8;
            // When the budgets are far above the slowest frame, the axis is broken: the frames get the lower 78 % of
            // the height (up to 1.4 x the slowest) and the budgets the band above the break, each on its log scale.
            const fit = most * 1.4, broken = Math.min(...budgets) > fit * 4;
            const split = top + height * 0.22, gap = 8;
            const y = (v) => {
              v = Math.max(v, lo);
              if (!broken) return top + height - Math.log(v / lo) / Math.log(hi / lo) * height;
              if (v <= fit) return top + height - Math.log(v / lo) / Math.log(fit / lo) * (top + height - split - gap);
              return split - Math.log(v / fit) / Math.log(hi / fit) * (split - top);
            };
            const shown = (v) => v >= lo && v <= hi && (!broken || v <= fit || y(v) <= split - 6);
            const x = (t) => left + t / duration * plot.columns;
            sv("rect", { x: left, y: top, width: plot.columns, height, fill: "#fff", stroke: "#d0d7de" }, svg);
            if (broken) {
              sv("rect", { x: left - 6, y: split - gap / 2 - 3, width: plot.columns + 8, height: gap + 2,
                fill: "#fff" }, svg);
              [split - gap / 2 - 3, split + gap / 2 - 1].forEach((b) => sv("path", { d: "M" + (left - 6) + " " +
                (b + 3) + "l12 -6", stroke: "#57606a", fill: "none" }, svg));
              sv("text", { x: left + 6, y: split + 4, "font-size": 10, fill: "#8c959f", class: "tl-break" }, svg,
                "axis broken: budgets above, frames below");
            }
            for (let d = Math.floor(Math.log10(lo)); Math.pow(10, d) <= hi; d++) [1, 2, 5].forEach((m) => {
              const v = m * Math.pow(10, d);
              if (!shown(v)) return;
              sv("line", { x1: left - (m === 1 ? 4 : 0), x2: left + plot.columns, y1: y(v), y2: y(v),
                stroke: m === 1 ? "#d8dee4" : "#f0f3f6" }, svg);
              if (m === 1 || hi / lo < 1e4 || (broken && v <= fit)) sv("text", { x: left - 6, y: y(v) + 4,
                "text-anchor": "end", "font-size": m === 1 ? 11 : 10, fill: m === 1 ? "#57606a" : "#8c959f" }, svg,
                ns(v));
            });
            const tStep = niceStep(duration / 8);
            for (let t = 0; t <= duration + 1e-9; t += tStep) {
              sv("line", { x1: x(t), x2: x(t), y1: top + height, y2: top + height + 4, stroke: "#57606a" }, svg);
              sv("text", { x: x(t), y: top + height + 16, "text-anchor": "middle", "font-size": 11, fill: "#57606a" },
                svg, fmt(Math.round(t / tStep) * tStep));
            }
            sv("text", { x: left + plot.columns, y: top + height + 30, "text-anchor": "end", "font-size": 11,
              fill: "#57606a" }, svg, "time (s) \u00b7 frame cost on a log scale, coloured by each behaviour's share");
            // One path per colour: each bar's height is its frame's cost, divided in proportion to the behaviours'.
            const barWidth = tl.thinned ? 1 : Math.max(1, Math.min(8, plot.columns / Math.max(1, count) * 0.8));
            const paths = tl.behaviors.map(() => "");
            let runner = "";
            for (let i = 0; i < count; i++) {
              const total = tl.ns[i];
              if (!(total > 0)) continue;
              const x0 = (x(tl.t[i]) - barWidth / 2).toFixed(2), base = y(lo), full = base - y(total);
              let at = base;
              tl.behaviors.forEach((_, b) => {
                const h = full * Math.min(1, tl.costs[b][i] / total);
                if (h > 0) paths[b] += "M" + x0 + " " + (at - h).toFixed(2) + "h" + barWidth + "v" + h.toFixed(2) +
                  "h-" + barWidth + "z";
                at -= h;
              });
              if (at - (base - full) > 0.01) runner += "M" + x0 + " " + (base - full).toFixed(2) + "h" + barWidth +
                "v" + (at - base + full).toFixed(2) + "h-" + barWidth + "z";
            }
            paths.forEach((d, b) => sv("path", { d, fill: timelineColour(b), class: "tl-bar" }, svg));
            sv("path", { d: runner, fill: TIMELINE_RUNNER, class: "tl-bar" }, svg);
            if (tl.thinned) {
              let d = "";
              for (let i = 0; i < count; i++) {
                d += (d ? "L" : "M") + x(tl.t[i]).toFixed(2) + " " + y(tl.mean[i]).toFixed(2);
              }
              sv("path", { d, fill: "none", stroke: "#1f2328", "stroke-width": 1, class: "tl-mean" }, svg);
            }
            const budgetLine = sv("line", { x1: left, x2: left + plot.columns, stroke: "#cf222e", "stroke-width": 1,
              "stroke-dasharray": "6 4", class: "tl-budget" }, svg);
            const budgetText = sv("text", { x: left + 6, "font-size": 11, class: "tl-label", fill: "#cf222e" }, svg);
            tl.slowest.forEach((frame, i) => {
              const cx = x(frame.t), cy = y(frame.ns) - 3;
              const mark = sv("path", { d: "M" + (cx - 5) + " " + (cy - 8) + "h10l-5 8z", fill: "#cf222e",
                class: "tl-slow", "data-seq": String(frame.seq) }, svg);
              sv("title", {}, mark, "slowest frame " + (i + 1) + ": #" + frame.seq + ", " + ns(frame.ns));
              const end = cx > left + plot.columns - 60;
              if (i < 3) sv("text", { x: cx + (end ? -7 : 7), y: cy - 1, "font-size": 11, fill: "#cf222e",
                "text-anchor": end ? "end" : "start" }, svg, "#" + frame.seq);
            });
            const cursor = sv("line", { x1: left, x2: left, y1: top, y2: top + height, stroke: "#1f2328" }, svg);
            controller.onPosition((t) => { cursor.setAttribute("x1", x(t)); cursor.setAttribute("x2", x(t)); });
            function budget() {
              const rate = Number(select.value), value = 1e9 / rate;
              const lineY = Math.round(y(value)) + 0.5;  // on a pixel row, crisp
              budgetLine.setAttribute("y1", lineY); budgetLine.setAttribute("y2", lineY);
              budgetText.setAttribute("y", y(value) - 5);
              budgetText.textContent = fmt(rate) + " Hz budget " + ns(value);
              const o = tl.overBudget.find((entry) => entry.rate === rate);
              over.textContent = o.frames + " of " + tl.frames + " frames over the " + ns(value) + " budget";
            }
            select.addEventListener("change", budget);
            budget();
            // The bar nearest the pointer, by time.
            const nearest = (event) => {
              if (!count) return -1;
              const rect = svg.getBoundingClientRect();
              const t = ((event.clientX - rect.left) * width / rect.width - left) / plot.columns * duration;
              let lo = 0, hi = count - 1;
              while (lo < hi) { const mid = (lo + hi) >> 1; if (tl.t[mid] < t) lo = mid + 1; else hi = mid; }
              if (lo > 0 && Math.abs(tl.t[lo - 1] - t) <= Math.abs(tl.t[lo] - t)) lo -= 1;
              return t < -duration / plot.columns || t > duration * (1 + 1 / plot.columns) ? -1 : lo;
            };
            const readout = el("div", { class: "readout tl-readout" }, wrap, "\u00a0");
            svg.addEventListener("mousemove", (event) => {
              const i = nearest(event);
              if (i < 0) { readout.textContent = "\u00a0"; return; }
              readout.textContent = "frame #" + tl.seq[i] + " at " + fmt(tl.t[i]) + " s: " + ns(tl.ns[i]) + " \u00b7 " +
                tl.behaviors.map((id, b) => id + " " + ns(tl.costs[b][i])).join(" \u00b7 ") + (tl.thinned ?
                " (slowest of the column's " + tl.count[i] + " frames; their mean " + ns(tl.mean[i]) + ")" : "");
            });
            svg.addEventListener("click", (event) => {
              const i = nearest(event);
              if (i >= 0) controller.seek(tl.seq[i]);
            });
            const legend = el("div", { class: "tl-legend" }, wrap);
            tl.behaviors.forEach((id, b) => timelineSwatch(legend, timelineColour(b), id));
            timelineSwatch(legend, TIMELINE_RUNNER, "runner (between behaviours)");
            if (tl.thinned) timelineSwatch(legend, "#1f2328", "column mean", true);
            timelineSwatch(legend, "#cf222e", "budget", true);
            const slow = timelineSwatch(legend, "transparent", "slowest frames");
            slow.firstChild.className = "tl-marker";
            el("div", { class: "note" }, wrap, tl.thinned ? "Thinned: the " + tl.frames + " frames are drawn as one " +
              "bar per pixel column (" + count + " bars), each its column's slowest frame, with the column's mean " +
              "as a line; the histogram and the totals count every frame. Click a bar to move the player there." :
              "Every frame is a bar. Click one to move the player there.");
          }

          function timelineHistogram(box, session) {
            const tl = session.profile.timeline, h = tl.histogram, p = session.profile;
            const left = 64, width = 720, height = 130, top = 30;
            const wrap = el("div", { class: "tl" }, box);
            el("div", { class: "tl-title" }, wrap, "Frame-time histogram (" + h.perDecade + " buckets per decade)");
            const svg = sv("svg", { class: "tl-histogram", width: left + width + 24, height: top + height + 40,
              role: "img", "aria-label": "frame-time histogram" }, wrap);
            const slots = h.counts.length + 2;
            const from = (h.first - 1) / h.perDecade, to = (h.first - 1 + slots) / h.perDecade;
            const x = (v) => left + (Math.log10(Math.max(1, v)) - from) / (to - from) * width;
            const most = Math.max(1, ...h.counts);
            const yScale = (c) => c / most * height;
            sv("line", { x1: left, x2: left + width, y1: top + height, y2: top + height, stroke: "#57606a" }, svg);
            sv("line", { x1: left, x2: left, y1: top, y2: top + height, stroke: "#57606a" }, svg);
            sv("text", { x: left - 6, y: top + 8, "text-anchor": "end", "font-size": 11, fill: "#57606a" }, svg,
              String(most));
            sv("text", { x: 14, y: top + height / 2, "font-size": 11, fill: "#57606a", "text-anchor": "middle",
              transform: "rotate(-90 14 " + (top + height / 2) + ")" }, svg, "frames");
            sv("text", { x: left - 6, y: top + height, "text-anchor": "end", "font-size": 11, fill: "#57606a" }, svg,
              "0");
            h.counts.forEach((c, i) => {
              if (!c) return;
              const a = Math.pow(10, (h.first + i) / h.perDecade), b = Math.pow(10, (h.first + i + 1) / h.perDecade);
              const bar = sv("rect", { x: x(a) + 0.5, y: top + height - Math.max(1, yScale(c)), width: Math.max(1,
                x(b) - x(a) - 1), height: Math.max(1, yScale(c)), fill: "#0969da", class: "tl-bucket" }, svg);
              sv("title", {}, bar, ns(a) + " \u2013 " + ns(b) + ": " + c + " frames");
            });
            for (let d = Math.floor(from); d <= to; d++) [1, 2, 5].forEach((m) => {
              const v = m * Math.pow(10, d);
              if (x(v) < left || x(v) > left + width) return;
              sv("line", { x1: x(v), x2: x(v), y1: top + height, y2: top + height + 4, stroke: "#57606a" }, svg);
              sv("text", { x: x(v), y: top + height + 16, "text-anchor": "middle", "font-size": 11, fill: "#57606a" },
                svg, ns(v));
            });
            [["p50", p.p50], ["p99", p.p99]].forEach(([name, v], i) => {
              sv("line", { x1: x(v), x2: x(v), y1: top, y2: top + height, stroke: "#bf8700",
                "stroke-dasharray": "3 2" }, svg);
              sv("text", { x: x(v) + (i ? 4 : -4), y: top - 6, "text-anchor": i ? "start" : "end", "font-size": 11,
                fill: "#9a6700" }, svg, name + " " + ns(v));
            });
            sv("text", { x: left + width, y: top + height + 32, "text-anchor": "end", "font-size": 11,
              fill: "#57606a" }, svg, "frame time (log scale); bars: frames per bucket");
          }

          function timelineTotals(box, session) {
            const tl = session.profile.timeline;
            const table = el("table", { class: "tl-totals" }, box);
            const head = el("tr", {}, el("thead", {}, table));
            ["behaviour", "total", "per frame", "share"].forEach((t) => el("th", {}, head, t));
            const body = el("tbody", {}, table);
            const all = tl.total || 1;
            const behaviours = tl.totals.reduce((a, b) => a + b, 0);
            const row = (colour, name, total) => {
              const tr = el("tr", {}, body);
              const cell = el("td", {}, tr);
              if (colour) el("span", { class: "tl-swatch", style: "background:" + colour }, cell);
              cell.appendChild(document.createTextNode(name));
              el("td", { class: "num" }, tr, ns(total));
              el("td", { class: "num" }, tr, ns(total / Math.max(1, tl.frames)));
              el("td", { class: "num" }, tr, (total / all * 100).toFixed(1) + " %");
            };
            tl.behaviors.forEach((id, b) => row(timelineColour(b), id, tl.totals[b]));
            row(TIMELINE_RUNNER, "runner (between behaviours)", Math.max(0, all - behaviours));
            row(null, "whole frames", tl.total);
          }

          // The summary table; returns the function that fills it again for another replay.
          function summary(box, session, sides, labels) {
            el("h3", {}, box, "Summary");
            const table = el("table", { class: "summary" }, box);
            const fill = (session, sides) => {
              // A row whose key and value are those shown is left alone: a parameter change alters a line or two.
              const shown = Array.from(table.rows);
              let at = 0;
              const add = (k, v) => {
                const tr = shown[at++] || el("tr", {}, table);
                while (tr.cells.length < 2) el("td", {}, tr);
                if (tr.cells[0].textContent !== k) tr.cells[0].textContent = k;
                if (tr.cells[1].textContent !== v) tr.cells[1].textContent = v;
              };
              add("session", session.name + (session.finished ? "" : " (unfinished)"));
              add("file", data.file);
              add("source", session.source);
              add("device", session.device || "unknown");
              add("refresh rate", session.refreshRate ? fmt(session.refreshRate) + " Hz" : "unknown");
              add("duration", fmt(session.duration) + " s");
              add("samples", String(session.frames));
              add("created", session.created);
              sides.forEach((side, i) => {
                const tag = labels[i] ? " " + labels[i] : "";
                if (session.golden && i === 0) {
                  // The golden's own stack, as it was saved; its frames are stored, not replayed.
                  add("golden", "'" + session.golden.name + "', " + session.golden.frames + " frames, saved " +
                    session.golden.created);
                  add("stack golden", session.golden.stack + "  (as saved)");
                  add("digest golden", side.digest);
                  return;
                }
                add("stack" + tag, side.stack + "  (" + side.behaviors.join(", ") + ")");
                add("header" + tag, side.header);
                add("digest" + tag, side.digest);
              });
              if (data.plugins.length) add("plugins", data.plugins.join(", "));
              add("tool", data.tool);
              shown.slice(at).forEach((tr) => tr.remove());
            };
            fill(session, sides);
            return fill;
          }

          try {
            if (bare) document.body.classList.add("bare");
            const chosen = Number(params.get("session") || 0);
            if (!bare && title !== false) {
              el("h1", {}, root, "Stretchy replay report");
              el("p", { class: "sub" }, root, data.file + " \u00b7 " + data.tool);
              if (data.sessions.length > 1) {
                el("h3", {}, root, "Sessions");
                const toc = el("div", { class: "toc" }, root);
                data.sessions.forEach((session, i) => {
                  const link = el("a", { href: "#session-" + i }, toc);
                  const side = session.sides[0];
                  const key = session.keyFrames.find((k) => k.reason === "largest stretch") || session.keyFrames[0];
                  if (key) draw(el("canvas", {}, link), side, frames(side).row(key.rows[0]), 0.16, 520);
                  link.appendChild(document.createTextNode(session.name));
                });
              }
            }
            data.sessions.forEach((session, i) => {
              if (!bare || i === chosen) api.sessions.push(section(session, i));
            });
            active = api.sessions[0];
            // Another replay of the same sessions: drawn in place when every section keeps its shape (true), else
            // nothing is done (false) and the caller renders anew.
            api.update = (next) => {
              if ((title !== false && data.sessions.length > 1) || next.sessions.length !== data.sessions.length ||
                JSON.stringify(next.measures) !== JSON.stringify(MEASURES) ||
                !api.sessions.every((s, i) => s.shape !== null && s.shape === shapeOf(next.sessions[i]))) return false;
              data = next;
              api.sessions.forEach((s, i) => s.update(next.sessions[i]));
              return true;
            };
            api.seek = (seq, session) => api.sessions[session || 0].seek(seq);
            api.frame = (session) => api.sessions[session || 0].frame();
            if (params.has("seek")) api.seek(Number(params.get("seek")));
            api.ready = true;
          } catch (error) {
            api.errors.push(String(error));
            el("p", { class: "error" }, root, "The report could not be drawn: " + error);
            throw error;
          }
          return api;
          }
          window.stretchyReportRender = render;
          // The helpers a page that draws with it (the studio) builds its own elements with.
          window.stretchyReportKit = { el, sv };
          const embedded = document.getElementById("stretchy-data");
          if (embedded) {
            render(JSON.parse(embedded.textContent), document.getElementById("report"),
              new URLSearchParams(location.hash.slice(1)));
          }
        })();

        """#
}
