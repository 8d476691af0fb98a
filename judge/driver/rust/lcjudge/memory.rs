//! The program's allocator: the system's, but an allocation the run's memory limit (its address
//! space, RLIMIT_AS, as a C++ run's) refuses ends the run as out of memory (protocol.h's record
//! and exit 87: MLE) rather than as Rust's abort, which would read as a crash.
use crate::channels::{finish, write_all, OUT_OF_MEMORY_EXIT};
use std::alloc::{GlobalAlloc, Layout, System};

pub struct Guarded;

fn out_of_memory() -> ! {
    // Nothing allocated here: the records are written from static text.
    crate::channels::record_static(b"out_of_memory memory allocation failed\n");
    write_all(2, b"memory allocation failed: out of memory\n");
    finish(OUT_OF_MEMORY_EXIT)
}

unsafe impl GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) }
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, layout, size) };
        if q.is_null() {
            out_of_memory();
        }
        q
    }
}

#[global_allocator]
static ALLOCATOR: Guarded = Guarded;
