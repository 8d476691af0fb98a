// Removing a folder and everything under it, however deep: std::filesystem::remove_all holds a
// descriptor per level, so a tree deeper than the descriptor limit (a check-mode solution's
// 30,000 nested folders) defeats it and is left behind.
#pragma once

#include <string>

namespace lcjudge {

// Removes PATH (a folder, or any other file) and everything under it, with one folder open at a
// time: down by name, up by "..". Folders made unreadable by their owner are opened up first.
// True when nothing is left (PATH missing is nothing left).
bool remove_tree(const std::string& path);

}  // namespace lcjudge
