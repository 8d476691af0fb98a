// Time: O(n^3)  Space: O(n^2)
// Retrograde analysis: resolve positions backwards from the terminal ones; whatever is never
// resolved is a draw. As LeetCode's Rust editor takes it: `impl Solution`, VecDeque imported.
use std::collections::VecDeque;

impl Solution {
    pub fn cat_mouse_game(graph: Vec<Vec<i32>>) -> i32 {
        const DRAW: i32 = 0;
        const MOUSE_WIN: i32 = 1;
        const CAT_WIN: i32 = 2;
        const MOUSE_TURN: usize = 0;
        const CAT_TURN: usize = 1;
        let n = graph.len();

        // result[mouse][cat][turn]; degree = moves not yet known to lose for the player to move.
        let mut result = vec![vec![[DRAW; 2]; n]; n];
        let mut degree = vec![vec![[0usize; 2]; n]; n];
        for mouse in 0..n {
            for cat in 1..n {
                // the cat never stands on the hole
                let cat_hole_moves = graph[cat].iter().filter(|&&to| to == 0).count();
                degree[mouse][cat][MOUSE_TURN] = graph[mouse].len();
                degree[mouse][cat][CAT_TURN] = graph[cat].len() - cat_hole_moves;
            }
        }

        let mut resolved = VecDeque::new(); // (mouse, cat, turn)
        for cat in 1..n {
            for turn in [MOUSE_TURN, CAT_TURN] {
                result[0][cat][turn] = MOUSE_WIN;
                resolved.push_back((0, cat, turn));
                result[cat][cat][turn] = CAT_WIN;
                resolved.push_back((cat, cat, turn));
            }
        }

        while let Some((mouse, cat, turn)) = resolved.pop_front() {
            let outcome = result[mouse][cat][turn];
            // The position one move earlier had the other player to move, standing on a neighbour.
            let prev_turn = 1 - turn;
            let prev_mover_wins = if prev_turn == MOUSE_TURN { MOUSE_WIN } else { CAT_WIN };
            let mover = if prev_turn == MOUSE_TURN { mouse } else { cat };
            for &from in &graph[mover] {
                let from = from as usize;
                let (prev_mouse, prev_cat) = if prev_turn == MOUSE_TURN { (from, cat) } else { (mouse, from) };
                if prev_cat == 0 || result[prev_mouse][prev_cat][prev_turn] != DRAW {
                    continue;
                }
                // One winning move suffices; a loss needs every move to lose.
                let degree = &mut degree[prev_mouse][prev_cat][prev_turn];
                if outcome != prev_mover_wins {
                    *degree -= 1;
                }
                if outcome == prev_mover_wins || *degree == 0 {
                    result[prev_mouse][prev_cat][prev_turn] = outcome;
                    resolved.push_back((prev_mouse, prev_cat, prev_turn));
                }
            }
        }
        result[1][2][MOUSE_TURN]
    }
}
