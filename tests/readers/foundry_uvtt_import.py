"""A Universal VTT (dd2vtt) file read the way Foundry VTT's Universal Battlemap Importer reads it,
so a test can see the walls a Foundry scene gets from our file without running Foundry.

Mirrors moo-man/FVTT-DD-Import 6.0.1 (commit 36dcf5a, Foundry 14), file ddimport.js, with the
importer's defaults (offset 0, fidelity 3, "Openable Windows" off):

- `_addLevelData` (lines 248-257): walls are GetWalls(file, scene, 6 - fidelity, offset, ppg) then
  GetDoors(...); `objects_line_of_sight` is not read (only the legacy multi-file modes add it to
  `line_of_sight`, lines 533-534, and only when "object walls" is ticked).
- `GetWalls` (799-840): each `line_of_sight` polyline, after `preprocessWalls` (864-886: drops
  some points closer than 0.3 squares, skipping `6 - fidelity` = 3 between drops, never the
  first), becomes one wall per segment with a point on the map (`isWithinMap`, 1067-1088), plus a
  joining wall where another polyline starts at its end or ends at its start.
- `makeWall` (842-862): `new WallDocument({c: [...]})` with nothing else, so every wall has
  Foundry's defaults: move NORMAL, sight NORMAL, light NORMAL, sound NORMAL, door NONE. A
  line_of_sight wall blocks movement, sight and light alike; the format has no way to say else.
- `GetDoors` (991-1026): each portal becomes a wall between its two `bounds`: `door` 1 when
  `closed` (a door, shut, blocking movement and sight until opened), else 0, with sight and
  light PROXIMITY and a threshold of 10 (a window: blocks movement, sight beyond 10 units).
- Coordinates: `(x - map_origin.x) * pixels_per_grid` (+ the scene's padding offset, left out
  here: positions are in the picture's pixels).
"""

# Foundry's CONST.WALL_SENSE_TYPES and CONST.WALL_MOVEMENT_TYPES, CONST.WALL_DOOR_TYPES.
NONE, NORMAL, PROXIMITY = 0, 20, 30
DOOR_NONE, DOOR = 0, 1
FIDELITY = 3  # the importer's default (importSettings.fidelity)


def _within_map(vtt, p):
    r = vtt["resolution"]
    return (r["map_origin"]["x"] <= p["x"] <= r["map_origin"]["x"] + r["map_size"]["x"]
            and r["map_origin"]["y"] <= p["y"] <= r["map_origin"]["y"] + r["map_size"]["y"])


def _distance(a, b):
    return ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5


def _preprocess(wall_set, num_to_skip):
    """preprocessWalls, line for line (its removal loop stops before index 0 of toRemove)."""
    to_remove, skip = [], 0
    for i in range(len(wall_set) - 2):
        if i != 0 and i != len(wall_set) - 2 and _distance(wall_set[i], wall_set[i + 1]) < 0.3:
            if skip == num_to_skip:
                skip = 0
            else:
                skip += 1
                to_remove.append(i)
        else:
            skip = 0
    wall_set = list(wall_set)
    for i in range(len(to_remove) - 1, 0, -1):
        del wall_set[to_remove[i]]
    return wall_set


def _wall(vtt, a, b, **flags):
    ppg, o = vtt["resolution"]["pixels_per_grid"], vtt["resolution"]["map_origin"]
    wall = {"c": [(a["x"] - o["x"]) * ppg, (a["y"] - o["y"]) * ppg, (b["x"] - o["x"]) * ppg, (b["y"] - o["y"]) * ppg],
            "move": NORMAL, "sight": NORMAL, "light": NORMAL, "sound": NORMAL, "door": DOOR_NONE}
    wall.update(flags)
    return wall


def import_walls(vtt):
    """The WallDocuments the importer creates, as dicts: `c` (pixels) and the sense flags."""
    walls = []
    dd_walls = vtt["line_of_sight"]
    for index, wall_set in enumerate(dd_walls):
        connect_to, connected_to = [], []
        for i, other in enumerate(dd_walls):
            if i == index:
                continue
            if wall_set[-1]["x"] == other[0]["x"] and wall_set[-1]["y"] == other[0]["y"]:
                connect_to.append(other[0])
            if wall_set[0]["x"] == other[-1]["x"] and wall_set[0]["y"] == other[-1]["y"]:
                connected_to.append(wall_set[0])
        wall_set = _preprocess(wall_set, 6 - FIDELITY)
        for p in connected_to:
            if _within_map(vtt, p) or _within_map(vtt, wall_set[0]):
                walls.append(_wall(vtt, p, wall_set[0]))
        for a, b in zip(wall_set, wall_set[1:]):
            if _within_map(vtt, a) or _within_map(vtt, b):
                walls.append(_wall(vtt, a, b))
        for p in connect_to:
            if _within_map(vtt, wall_set[-1]) or _within_map(vtt, p):
                walls.append(_wall(vtt, wall_set[-1], p))
    for door in vtt["portals"]:
        closed = door["closed"]
        walls.append(_wall(vtt, door["bounds"][0], door["bounds"][1], door=DOOR if closed else DOOR_NONE,
                           light=NORMAL if closed else PROXIMITY, sight=NORMAL if closed else PROXIMITY,
                           threshold={} if closed else {"attenuation": True, "light": 10, "sight": 10}))
    return walls
