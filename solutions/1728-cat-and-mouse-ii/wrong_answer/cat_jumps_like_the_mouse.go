// The retrograde analysis of accepted/topological_sort.go with one slip: the cat's moves are
// made with the mouse's jump, so a cat that jumps farther (or less far) than the mouse is
// judged as if it jumped as far. Wrong wherever the two jumps differ and it matters.
package main

import "strings"

func canMouseWin(grid []string, catJump int, mouseJump int) bool {
	_ = catJump
	const maxMoves = 1000
	const undecided, mouseWin, catWin = 0, 1, 2
	const mouseTurn, catTurn = 0, 1
	rows, cols := len(grid), len(grid[0])
	cells := rows * cols
	board := strings.Join(grid, "")
	mouseStart := strings.IndexByte(board, 'M')
	catStart := strings.IndexByte(board, 'C')
	food := strings.IndexByte(board, 'F')

	// Cells reachable in one move, staying put included. A jump can be reversed, so the same
	// lists also give the cells a player came from.
	movesFor := func(jump int) [][]int {
		moves := make([][]int, cells)
		dr, dc := []int{-1, 1, 0, 0}, []int{0, 0, -1, 1}
		for cell := 0; cell < cells; cell++ {
			if board[cell] == '#' {
				continue
			}
			moves[cell] = append(moves[cell], cell)
			for d := 0; d < 4; d++ {
				r, c := cell/cols, cell%cols
				for step := 1; step <= jump; step++ {
					r, c = r+dr[d], c+dc[d]
					if r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] == '#' {
						break
					}
					moves[cell] = append(moves[cell], r*cols+c)
				}
			}
		}
		return moves
	}
	moves := [2][][]int{movesFor(mouseJump), movesFor(mouseJump)} // the slip: catJump unused

	// A position (mouse, cat, turn) is flattened to one id.
	id := func(mouse, cat, turn int) int { return (mouse*cells+cat)*2 + turn }
	positions := cells * cells * 2
	result := make([]int8, positions)
	movesToEnd := make([]int32, positions)
	degree := make([]int32, positions)
	resolved := make([]int32, 0, positions) // a queue: read from head
	for mouse := 0; mouse < cells; mouse++ {
		for cat := 0; cat < cells; cat++ {
			if board[mouse] == '#' || board[cat] == '#' {
				continue
			}
			for _, turn := range []int{mouseTurn, catTurn} {
				pos := id(mouse, cat, turn)
				switch {
				case mouse == cat || cat == food:
					result[pos] = catWin
				case mouse == food:
					result[pos] = mouseWin
				default:
					mover := cat
					if turn == mouseTurn {
						mover = mouse
					}
					degree[pos] = int32(len(moves[turn][mover]))
					continue
				}
				resolved = append(resolved, int32(pos))
			}
		}
	}

	// Breadth-first order gives the winner's shortest and the loser's longest move count.
	for head := 0; head < len(resolved); head++ {
		pos := int(resolved[head])
		mouse, cat, turn := pos/2/cells, pos/2%cells, pos%2
		prevTurn := 1 - turn
		var prevMoverWins int8 = catWin
		mover := cat
		if prevTurn == mouseTurn {
			prevMoverWins, mover = mouseWin, mouse
		}
		for _, from := range moves[prevTurn][mover] {
			prev := id(mouse, from, prevTurn)
			if prevTurn == mouseTurn {
				prev = id(from, cat, prevTurn)
			}
			if result[prev] != undecided {
				continue
			}
			// One winning move suffices; a loss needs every move to lose.
			degree[prev]--
			if result[pos] == prevMoverWins || degree[prev] == 0 {
				result[prev] = result[pos]
				movesToEnd[prev] = movesToEnd[pos] + 1
				resolved = append(resolved, int32(prev))
			}
		}
	}
	start := id(mouseStart, catStart, mouseTurn)
	return result[start] == mouseWin && movesToEnd[start] <= maxMoves
}
