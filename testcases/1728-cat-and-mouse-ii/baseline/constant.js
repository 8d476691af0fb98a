// The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's JavaScript template
// answering a constant, so that its CPU time is what every JavaScript solution pays besides solving.
/**
 * @param {string[]} grid
 * @param {number} catJump
 * @param {number} mouseJump
 * @return {boolean}
 */
var canMouseWin = function(grid, catJump, mouseJump) {
    return false;
};
