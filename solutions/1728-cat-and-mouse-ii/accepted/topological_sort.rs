// Time: O((R*C)^2 * (R+C))  Space: O((R*C)^2)
// Retrograde analysis with move counts: breadth-first back from the terminal positions;
// the mouse wins iff the start is a mouse win within 1000 moves.
use std::collections::VecDeque;

impl Solution {
    pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool {
        const MAX_MOVES: u32 = 1000;
        const UNDECIDED: u8 = 0;
        const MOUSE_WIN: u8 = 1;
        const CAT_WIN: u8 = 2;
        const MOUSE_TURN: usize = 0;
        const CAT_TURN: usize = 1;
        let grid: Vec<&[u8]> = grid.iter().map(|row| row.as_bytes()).collect();
        let (rows, cols) = (grid.len(), grid[0].len());
        let cells = rows * cols;

        let (mut mouse_start, mut cat_start, mut food) = (0, 0, 0);
        for cell in 0..cells {
            match grid[cell / cols][cell % cols] {
                b'M' => mouse_start = cell,
                b'C' => cat_start = cell,
                b'F' => food = cell,
                _ => {}
            }
        }
        let is_wall = |cell: usize| grid[cell / cols][cell % cols] == b'#';

        // Cells reachable in one move, staying put included. A jump can be reversed, so the same
        // lists also give the cells a player came from.
        let moves_for = |jump: i32| -> Vec<Vec<usize>> {
            let mut moves = vec![Vec::new(); cells];
            for cell in 0..cells {
                if is_wall(cell) {
                    continue;
                }
                moves[cell].push(cell);
                for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
                    let (mut r, mut c) = ((cell / cols) as i64, (cell % cols) as i64);
                    for _ in 0..jump {
                        r += dr;
                        c += dc;
                        if r < 0 || r >= rows as i64 || c < 0 || c >= cols as i64 || grid[r as usize][c as usize] == b'#' {
                            break;
                        }
                        moves[cell].push(r as usize * cols + c as usize);
                    }
                }
            }
            moves
        };
        let moves = [moves_for(mouse_jump), moves_for(cat_jump)];

        // A position (mouse, cat, turn) is flattened to one id.
        let id = |mouse: usize, cat: usize, turn: usize| (mouse * cells + cat) * 2 + turn;
        let positions = cells * cells * 2;
        let mut result = vec![UNDECIDED; positions];
        let mut moves_to_end = vec![0u32; positions];
        let mut degree = vec![0usize; positions];
        let mut resolved = VecDeque::new();
        for mouse in 0..cells {
            for cat in 0..cells {
                if is_wall(mouse) || is_wall(cat) {
                    continue;
                }
                for turn in [MOUSE_TURN, CAT_TURN] {
                    let pos = id(mouse, cat, turn);
                    if mouse == cat || cat == food {
                        result[pos] = CAT_WIN;
                    } else if mouse == food {
                        result[pos] = MOUSE_WIN;
                    } else {
                        degree[pos] = moves[turn][if turn == MOUSE_TURN { mouse } else { cat }].len();
                        continue;
                    }
                    resolved.push_back(pos);
                }
            }
        }

        // Breadth-first order gives the winner's shortest and the loser's longest move count.
        while let Some(pos) = resolved.pop_front() {
            let (mouse, cat, turn) = (pos / 2 / cells, pos / 2 % cells, pos % 2);
            let prev_turn = 1 - turn;
            let prev_mover_wins = if prev_turn == MOUSE_TURN { MOUSE_WIN } else { CAT_WIN };
            for &from in &moves[prev_turn][if prev_turn == MOUSE_TURN { mouse } else { cat }] {
                let prev = if prev_turn == MOUSE_TURN { id(from, cat, prev_turn) } else { id(mouse, from, prev_turn) };
                if result[prev] != UNDECIDED {
                    continue;
                }
                // One winning move suffices; a loss needs every move to lose.
                if result[pos] != prev_mover_wins {
                    degree[prev] -= 1;
                }
                if result[pos] == prev_mover_wins || degree[prev] == 0 {
                    result[prev] = result[pos];
                    moves_to_end[prev] = moves_to_end[pos] + 1;
                    resolved.push_back(prev);
                }
            }
        }
        let start = id(mouse_start, cat_start, MOUSE_TURN);
        result[start] == MOUSE_WIN && moves_to_end[start] <= MAX_MOVES
    }
}
