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
              ctx.font = "11px sans-serif";
              ctx.fillText(id + (zoom !== 1 ? " \u00d7" + fmt(zoom) : ""), x + 4, y + h - 5);
              ctx.restore();
            });
            ctx.setLineDash([4, 3]);
            ctx.strokeStyle = "rgba(255,255,255,0.8)"; ctx.lineWidth = 1;
            ctx.strokeRect(cx + 0.5, cy + 0.5, Math.max(0, cw - 1), Math.max(0, ch - 1));
            ctx.restore();
          }

          function phaseName(k) { return data.phases[k]; }

          function section(session, number) {
            const kept = session.kept;
            const sides = session.sides.map((side) => Object.assign({ f: frames(side) }, side));
            const times = sides[0].f.column("t");
            const timeAt = (k) => (Array.isArray(times) ? times[k] : times);
            const state = { k: 0, playing: false, speed: 1, clock: 0, listeners: [] };
            const box = el("section", { class: "session", id: "session-" + number }, root);
            const labels = sides.length > 1 ? ["A", "B"] : [""];
            if (!bare) {
              el("h2", {}, box, session.name);
              el("p", { class: "sub" }, box, session.frames + " frames over " + fmt(session.duration) + " s, " +
                session.source + (session.refreshRate ? ", " + fmt(session.refreshRate) + " Hz" : ""));
            }
            const stage = el("div", { class: "stage" }, box);
            const players = el("div", { class: "players" }, stage);
            const scale = bare ? 1 : 560 / timeAtSide(sides[0], "sample.viewport_height");
            const canvases = sides.map((side, i) => {
              const figure = el("figure", {}, players);
              if (!bare) el("figcaption", {}, figure, (labels[i] ? labels[i] + ": " : "") + side.stack + " \u00b7 " +
                side.header);
              return el("canvas", { class: "player", "data-side": String(i) }, figure);
            });
            function timeAtSide(side, name) { const c = side.f.column(name); return Array.isArray(c) ? c[0] : c; }
            let table = null, rows = [], frameLabel = null, scrubber = null, playButton = null;
            const names = sides[0].names.slice();
            if (sides.length > 1) sides[1].names.forEach((n) => { if (names.indexOf(n) < 0) names.push(n); });
            if (!bare) {
              const panel = el("div", { class: "values" }, stage);
              table = el("table", {}, panel);
              const head = el("tr", {}, el("thead", {}, table));
              el("th", {}, head, "field");
              sides.forEach((side, i) => el("th", {}, head, labels[i] || "value"));
              const body = el("tbody", {}, table);
              rows = ["seq", "phase"].concat(names).map((name) => {
                const tr = el("tr", {}, body);
                el("td", {}, tr, name + (unit(name) ? " (" + unit(name) + ")" : ""));
                return { name, tr, cells: sides.map(() => el("td", { class: "num" }, tr)) };
              });
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
              sides.forEach((side, i) => draw(canvases[i], side, values[i], scale));
              if (scrubber) scrubber.value = String(state.k);
              if (frameLabel) frameLabel.textContent = "frame " + kept[state.k] + " / " + (session.frames - 1) +
                " \u00b7 t = " + fmt(timeAt(state.k) - timeAt(0)) + " s \u00b7 " + phaseName(session.phase[state.k]);
              rows.forEach((row) => {
                const shown = row.cells.map((cell, i) => {
                  let value;
                  if (row.name === "seq") value = kept[state.k];
                  else if (row.name === "phase") value = phaseName(session.phase[state.k]);
                  else value = sides[i].f.index[row.name] === undefined ? undefined : values[i](row.name);
                  cell.textContent = value === undefined ? "" : typeof value === "string" ? value : fmt(value);
                  return value;
                });
                const differs = shown.length > 1 && !Object.is(shown[0], shown[1]);
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
            };
            if (!bare) {
              filmstrip(box, session, sides, controller);
              plots(box, session, sides, controller, labels);
              if (session.profile) profile(box, session);
              summary(box, session, sides, labels);
            }
            show(0);
            return controller;
          }

          function filmstrip(box, session, sides, controller) {
            el("h3", {}, box, "Filmstrip");
            const strip = el("div", { class: "filmstrip" }, box);
            session.keyFrames.forEach((key) => {
              const figure = el("figure", {}, strip);
              const pair = el("div", { style: "display:flex;gap:2px" }, figure);
              sides.forEach((side, i) => {
                const v = side.f.row(key.rows[i]);
                const height = Math.min(v("sample.viewport_height"), Math.max(side.maximumHeight * 1.6, 360));
                draw(el("canvas", {}, pair), side, v, 0.24, height);
              });
              const v = sides[0].f.row(key.rows[0]);
              const t = v("t") - timeAtZero(sides[0]);
              el("b", {}, figure, key.reason);
              el("span", {}, figure, "#" + key.seq + " \u00b7 " + fmt(t) + " s");
              el("br", {}, figure);
              el("span", {}, figure, fmt(v("offset_y")) + " pt \u00b7 " + data.phases[key.phase]);
              figure.addEventListener("click", () => controller.seek(key.seq));
            });
            if (session.releases > 24) el("div", { class: "note" }, box, "The filmstrip shows the first 24 of " +
              session.releases + " releases.");
          }
          function timeAtZero(side) { const c = side.f.column("t"); return Array.isArray(c) ? c[0] : c; }

          function plots(box, session, sides, controller, labels) {
            el("h3", {}, box, "Plots");
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
            if (session.diff) groups.push({ title: "Largest difference between A and B, over every shared field",
              list: [find(-1, "difference")], diff: session.diff });
            groups.forEach((group) => chart(box, session, sides, group, controller, labels));
          }

          function chart(box, session, sides, group, controller, labels) {
            const plot = session.plots;
            const left = 64, right = 16, top = 10, bottom = 34, height = 150;
            const width = left + plot.columns + right;
            const wrap = el("div", { class: "plot" }, box);
            el("div", { style: "font-weight:600;font-size:13px" }, wrap, group.title);
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
            const x = (t) => left + t / duration * plot.columns;
            if (group.bands) {
              const bands = plot.bands.slice();
              for (let c = 1; c < bands.length; c++) if (bands[c] < 0) bands[c] = bands[c - 1];
              let start = 0;
              for (let c = 1; c <= plot.columns; c++) {
                if (c === plot.columns || bands[c] !== bands[start]) {
                  if (bands[start] >= 0) sv("rect", { x: left + start, y: top, width: c - start, height,
                    fill: PHASES[data.phases[bands[start]]], "fill-opacity": "0.28" }, svg);
                  start = c;
                }
              }
            }
            sv("rect", { x: left, y: top, width: plot.columns, height, fill: "none", stroke: "#d0d7de" }, svg);
            const step = niceStep((hi - lo) / 4);
            for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
              sv("line", { x1: left - 4, x2: left + plot.columns, y1: y(v), y2: y(v), stroke: "#eaeef2" }, svg);
              sv("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", "font-size": 11, fill: "#57606a" }, svg,
                fmt(Math.round(v / step) * step));
            }
            const tStep = niceStep(duration / 8);
            for (let t = 0; t <= duration + 1e-9; t += tStep) {
              sv("line", { x1: x(t), x2: x(t), y1: top + height, y2: top + height + 4, stroke: "#57606a" }, svg);
              sv("text", { x: x(t), y: top + height + 16, "text-anchor": "middle", "font-size": 11,
                fill: "#57606a" }, svg, fmt(Math.round(t / tStep) * tStep));
            }
            sv("text", { x: left + plot.columns, y: top + height + 30, "text-anchor": "end", "font-size": 11,
              fill: "#57606a" }, svg, "time (s)");
            const yUnit = unit(group.list[0] ? group.list[0].name : "");
            sv("text", { x: 12, y: top + height / 2, "font-size": 11, fill: "#57606a", transform: "rotate(-90 12 " +
              (top + height / 2) + ")", "text-anchor": "middle" }, svg, group.diff ? "|A \u2212 B|" : yUnit || "value");
            (group.lines || []).forEach((v) => sv("line", { x1: left, x2: left + plot.columns, y1: y(v), y2: y(v),
              stroke: "#57606a", "stroke-dasharray": "5 3" }, svg));
            const legend = el("div", { class: "readout" }, wrap);
            group.list.forEach((s, index) => {
              const names = group.list.map((g) => g.name);
              const shade = s.side < 0 ? "#cf222e" : SERIES[names.indexOf(s.name) % 3][Math.max(0, s.side)];
              let d = "", high = true;
              for (let c = 0; c < plot.columns; c++) {
                if (s.min[c] === null) continue;
                const a = y(s.min[c]), b = y(s.max[c]);
                const [from, to] = high ? [b, a] : [a, b];
                d += (d ? "L" : "M") + (left + c + 0.5) + " " + from.toFixed(2) + (a === b ? "" : "L" +
                  (left + c + 0.5) + " " + to.toFixed(2));
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
            if (group.diff && group.diff.first !== null) {
              const d = group.diff, t0 = plot.t0;
              const fx = x(d.firstTime - t0);
              sv("line", { x1: fx, x2: fx, y1: top, y2: top + height, stroke: "#bf8700", "stroke-dasharray": "3 2" },
                svg);
              sv("text", { x: fx + 4, y: top + 12, "font-size": 11, fill: "#9a6700" }, svg, "first divergence #" +
                d.first);
              sv("circle", { cx: x(d.largestTime - t0), cy: y(d.largest), r: 4, fill: "none", stroke: "#cf222e",
                "stroke-width": 2 }, svg);
              sv("text", { x: x(d.largestTime - t0) + 6, y: y(d.largest) + 12, "font-size": 11, fill: "#cf222e" }, svg,
                "largest " + fmt(d.largest) + " at #" + d.largestSeq);
            } else if (group.diff) {
              sv("text", { x: left + 8, y: top + 16, "font-size": 12, fill: "#1a7f37" }, svg, "A and B agree on " +
                "every frame");
            }
            const cursor = sv("line", { x1: left, x2: left, y1: top, y2: top + height, stroke: "#1f2328",
              "stroke-width": 1 }, svg);
            controller.onPosition((t) => { cursor.setAttribute("x1", x(t)); cursor.setAttribute("x2", x(t)); });
            const readout = el("div", { class: "readout" }, wrap, "\u00a0");
            const column = (event) => {
              const box = svg.getBoundingClientRect();
              return Math.floor((event.clientX - box.left) * width / box.width - left);
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
          function niceStep(raw) {
            if (!(raw > 0)) return 1;
            const power = Math.pow(10, Math.floor(Math.log10(raw)));
            const m = raw / power;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
          }

          function profile(box, session) {
            const p = session.profile;
            el("h3", {}, box, "Profile");
            const left = 56, width = 640, height = 140, top = 10;
            const svg = sv("svg", { width: left + width + 20, height: top + height + 40, role: "img" }, box);
            const maxLog = Math.max(25, Math.log2(p.max + 1) + 1);
            const x = (nanoseconds) => left + Math.log2(Math.max(1, nanoseconds)) / maxLog * width;
            const most = Math.max(1, ...p.bands);
            p.bands.forEach((count, band) => {
              if (!count) return;
              const h = count / most * height;
              sv("rect", { x: x(Math.pow(2, band)), y: top + height - h, width: Math.max(1, x(Math.pow(2, band + 1)) -
                x(Math.pow(2, band)) - 1), height: h, fill: "#0969da" }, svg);
            });
            sv("line", { x1: left, x2: left + width, y1: top + height, y2: top + height, stroke: "#57606a" }, svg);
            [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7].forEach((v) => {
              if (x(v) > left + width) return;
              sv("text", { x: x(v), y: top + height + 14, "text-anchor": "middle", "font-size": 11, fill: "#57606a" },
                svg, ns(v));
            });
            sv("text", { x: left + width, y: top + height + 30, "text-anchor": "end", "font-size": 11,
              fill: "#57606a" }, svg, "frame time (log scale); bars: frames per power-of-two band");
            [[1e9 / 120, "120 Hz budget"], [1e9 / 60, "60 Hz budget"]].forEach(([v, label], i) => {
              sv("line", { x1: x(v), x2: x(v), y1: top, y2: top + height, stroke: "#cf222e",
                "stroke-dasharray": "4 3" }, svg);
              sv("text", { x: x(v) - 4, y: top + 12 + i * 14, "text-anchor": "end", "font-size": 11, fill: "#cf222e" },
                svg, label + " " + ns(v));
            });
            const table = el("table", {}, box);
            [["frames timed", String(p.frames)], ["p50", ns(p.p50)], ["p90", ns(p.p90)], ["p99", ns(p.p99)],
              ["max", ns(p.max)], ["clock read (profiler cost)", ns(p.clockRead)]].concat(
              p.behaviors.map((b) => ["behaviour " + b.id, ns(b.ns) + " per frame"])).forEach(([k, v]) => {
              const tr = el("tr", {}, table); el("td", {}, tr, k); el("td", { class: "num" }, tr, v);
            });
          }

          function summary(box, session, sides, labels) {
            el("h3", {}, box, "Summary");
            const table = el("table", { class: "summary" }, box);
            const add = (k, v) => { const tr = el("tr", {}, table); el("td", {}, tr, k); el("td", {}, tr, v); };
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
              add("stack" + tag, side.stack + "  (" + side.behaviors.join(", ") + ")");
              add("header" + tag, side.header);
              add("digest" + tag, side.digest);
            });
            if (data.plugins.length) add("plugins", data.plugins.join(", "));
            add("tool", data.tool);
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
