#!/usr/bin/env node
// A minimal Riftbound engine speaking the riftcheck engine protocol (docs/protocol.md), in Node.js 20
// with no dependencies. It knows vanilla units only (no cards), the standard move, passing and the
// resolve steps; moving to a battlefield you do not control opens a non-combat showdown there.
//
//   riftcheck run --engine-cmd "node examples/node-engine/engine.js" \
//                 --expectations examples/node-engine/expectations.yaml
"use strict";

const readline = require("node:readline");

const HELLO = {
  name: "riftcheck-node-example",
  version: "0.1.0",
  rules_version: "1.4",
  protocol: "1.1",
  // Mechanic tags describe what this file implements; they never gate a case.
  mechanics: ["standard-move", "move", "exhaust-ready", "showdown", "priority-focus", "play-restriction"],
  // What gates a case is what it requires: the cards it uses and the keywords on its vanilla objects.
  // This engine implements no card and no keyword, so it runs the cases made of plain vanilla units
  // (`riftcheck run --level core`); every case using a card or a keyword is reported "unsupported".
  cards: [],
  keywords: [],
};

const SEATS = ["A", "B"];
const other = (seat) => (seat === "A" ? "B" : "A");

class Rejected extends Error {}

// ---- the game -------------------------------------------------------------------------------------

class Game {
  constructor(setup) {
    const turn = setup.turn || {};
    this.turn = { active: turn.active || "A", phase: turn.phase || "action" };
    this.objects = {}; // alias -> {zone, location, owner, controller, might, exhausted, stunned, ...}
    this.players = {};
    this.battlefields = {}; // alias -> {controller}, in board order
    this.showdown = null;
    this.log = [];
    for (const seat of SEATS) {
      const p = (setup.players || {})[seat] || {};
      this.players[seat] = { points: p.points || 0, hand: [], deck: [], trash: [], banishment: [] };
      for (const unit of p.base || []) this.add(unit, seat, "board", "base");
      for (const zone of ["hand", "deck", "trash", "banishment"]) {
        for (const card of p[zone] || []) this.players[seat][zone].push(this.add(card, seat, zone, null));
      }
    }
    for (const bf of setup.battlefields || []) {
      this.battlefields[bf.id] = { controller: bf.controller || null };
      for (const unit of bf.units || []) this.add(unit, unit.owner, "board", bf.id);
    }
  }

  add(card, owner, zone, location) {
    const alias = card.id || `${owner}-${Object.keys(this.objects).length}`;
    this.objects[alias] = {
      zone, location, owner, controller: card.controller || owner, might: card.vanilla.might,
      damage: card.damage || 0, exhausted: !!card.exhausted, stunned: !!card.stunned,
    };
    return alias;
  }

  // The events the harness sees (docs/case-format.md section 6): only the contract's types, each with
  // only its fields (schema/events.schema.json; `riftcheck run --validate-protocol` checks them).
  emit(event) {
    this.log.push(event);
  }

  // Rule 144: a standard move exhausts the units; only in your action phase, in a neutral open state.
  standardMove(player, aliases, to) {
    if (this.turn.active !== player || this.turn.phase !== "action") {
      throw new Rejected("standard moves are made in your own action phase");
    }
    if (this.showdown) throw new Rejected("standard moves can't be made during a showdown (144.1.c)");
    if (to !== "base" && !(to in this.battlefields)) throw new Rejected(`no battlefield ${to}`);
    for (const alias of aliases) {
      const unit = this.objects[alias];
      if (!unit || unit.zone !== "board" || unit.controller !== player) {
        throw new Rejected(`${alias} is not a unit you control on the board`);
      }
      if (unit.exhausted) throw new Rejected(`${alias} is exhausted`);
      if (unit.location === to) throw new Rejected(`${alias} is already there`);
      if (unit.location !== "base" && to !== "base") {
        throw new Rejected("only units with Ganking move from battlefield to battlefield");
      }
    }
    if (to !== "base" && this.unitsAt(to).some((alias) => this.objects[alias].controller !== player)) {
      throw new Rejected("this example engine does not implement combat");
    }
    for (const alias of aliases) {
      this.objects[alias].exhausted = true;
      this.emit({ type: "exhaust", object: alias });
    }
    for (const alias of aliases) {
      const unit = this.objects[alias];
      this.emit({ type: "move", player, object: alias, from: unit.location, to });
      unit.location = to;
    }
    if (to !== "base" && this.battlefields[to].controller !== player) {
      // Rules 341-345: contesting a battlefield opens a showdown there; the contesting player has focus.
      // (Opening a showdown is no event of the contract: the observation shows it.)
      this.showdown = { battlefield: to, combat: false, attacker: null, defender: null, focus: player, passes: 0 };
    }
  }

  // Rule 348: passing focus; two passes in a row end the showdown, then control is established.
  pass(player) {
    const sd = this.showdown;
    if (!sd) throw new Rejected("nothing to pass: the turn is in a neutral open state");
    if (sd.focus !== player) throw new Rejected(`${player} does not have focus`);
    sd.passes += 1;
    sd.focus = other(player);
    if (sd.passes >= 2) this.endShowdown();
  }

  endShowdown() {
    const where = this.showdown.battlefield;
    this.showdown = null;
    const controllers = new Set(this.unitsAt(where).map((alias) => this.objects[alias].controller));
    const bf = this.battlefields[where];
    if (controllers.size === 1) {
      const [player] = controllers;
      if (bf.controller !== player) {
        bf.controller = player;
        this.emit({ type: "gain-control", object: where, player });
        this.emit({ type: "conquer", object: where, player });
        this.players[player].points += 1;
        this.emit({ type: "score", player, amount: 1, source: where });
      }
    }
  }

  act(step) {
    if ("move" in step) return this.standardMove(step.player, step.move, step.to);
    if ("pass" in step) return this.pass(step.player);
    if ("resolve" in step) {
      if (step.resolve !== "showdown") throw new Rejected("the chain is empty");
      if (!this.showdown) throw new Rejected("no showdown is in progress");
      while (this.showdown) this.pass(this.showdown.focus);
      return undefined;
    }
    throw new Rejected(`this example engine does not implement ${Object.keys(step).join("/")} steps`);
  }

  unitsAt(location) {
    return Object.keys(this.objects).filter((a) => this.objects[a].zone === "board" && this.objects[a].location === location);
  }

  // docs/case-format.md section 6; schema/observation.schema.json
  observe() {
    const objects = {};
    for (const [alias, o] of Object.entries(this.objects)) {
      const onBoard = o.zone === "board";
      objects[alias] = {
        zone: o.zone, location: onBoard ? o.location : null, owner: o.owner, controller: onBoard ? o.controller : null,
        might: o.might, damage: o.damage, exhausted: o.exhausted, stunned: o.stunned, empowered: 0, buffed: false,
        attached_to: null, attachments: [], attacker: false, defender: false,
      };
    }
    const players = {};
    for (const seat of SEATS) {
      const p = this.players[seat];
      players[seat] = {
        points: p.points, hand_size: p.hand.length, deck_size: p.deck.length, trash_size: p.trash.length,
        banishment_size: p.banishment.length, hand: p.hand, trash: p.trash, banishment: p.banishment, deck: p.deck,
        pool: { energy: 0, power: {} }, runes_ready: 0, runes_exhausted: 0,
      };
    }
    const battlefields = {};
    for (const [alias, bf] of Object.entries(this.battlefields)) {
      battlefields[alias] = { controller: bf.controller, units: this.unitsAt(alias), facedown: [] };
    }
    const sd = this.showdown;
    return {
      objects, players, battlefields, chain: [],
      turn: { ...this.turn, state: sd ? "showdown-open" : "neutral-open" },
      showdown: sd && { battlefield: sd.battlefield, combat: sd.combat, attacker: sd.attacker, defender: sd.defender, focus: sd.focus },
    };
  }
}

// ---- the protocol: one JSON request per line on stdin, one JSON reply per line on stdout -----------

let game = null;

function handle(request) {
  switch (request.cmd) {
    case "hello":
      return { hello: HELLO };
    case "load":
      game = new Game(request.setup);
      return { ok: true };
    case "act":
      try {
        game.act(request.step);
        return { accepted: true, decision: null }; // this engine never asks a decision
      } catch (err) {
        if (err instanceof Rejected) return { accepted: false, reason: err.message, decision: null };
        throw err;
      }
    case "decide":
      return { accepted: false, reason: "no decision is pending", decision: null };
    case "observe":
      return { observation: game.observe() };
    case "events":
      return { events: game.log };
    default:
      throw new Error(`unknown command ${JSON.stringify(request.cmd)}`);
  }
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  let reply;
  try {
    const request = JSON.parse(line);
    if (request.cmd === "close") process.exit(0);
    reply = handle(request);
  } catch (err) {
    reply = { error: { message: String(err.message || err), traceback: String(err.stack || "") } };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
});
