# The baseline of `judge compare --baseline` (timing/baseline.h): LeetCode's Ruby template
# answering a constant, so that its CPU time is what every Ruby solution pays besides solving.
# @param {String[]} grid
# @param {Integer} cat_jump
# @param {Integer} mouse_jump
# @return {Boolean}
def can_mouse_win(grid, cat_jump, mouse_jump)
  false
end
