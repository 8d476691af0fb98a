// C++23 ranges LeetCode's library (GCC 14) has and LLVM's libc++ 19 does not, for a build against
// libc++ (judging/build.h): views::enumerate, views::adjacent<N> and views::pairwise,
// views::adjacent_transform<N>, views::pairwise_transform and views::zip_transform, ranges::iota, ranges::fold_right,
// fold_right_last and fold_left_first. Each is built from what libc++ 19 has (views::zip,
// views::drop, views::iota, views::transform) and gives the same elements and sizes as the
// standard's; the view's own type differs (a zip_view or transform_view, with no
// enumerate_view::base(); libc++'s zip of two ranges gives a pair, not a tuple, which structured
// bindings, get<I> and apply read alike), and adjacent needs a copyable view or an lvalue range,
// not a temporary container. Each steps aside once libc++ has its own (its feature-test macro).
#pragma once

#include <cstddef>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <tuple>
#include <type_traits>
#include <utility>

namespace std::ranges {
namespace __lcjudge {

// views::adjacent<N>(r): the tuples (r[i], ..., r[i+N-1]) of a forward range, as zip of r
// dropped by 0..N-1.
template <size_t N>
struct adjacent_fn : range_adaptor_closure<adjacent_fn<N>> {
  template <viewable_range R>
    requires forward_range<R> && copyable<views::all_t<R>>
  constexpr auto operator()(R&& r) const {
    return zip_drops(views::all(std::forward<R>(r)), make_index_sequence<N>{});
  }

 private:
  template <class V, size_t... I>
  static constexpr auto zip_drops(V base, index_sequence<I...>) {
    return views::zip(views::drop(base, static_cast<range_difference_t<V>>(I))...);
  }
};

template <size_t N, class F>
struct adjacent_transform_closure;

// views::adjacent_transform<N>(r, f): f applied to each adjacent<N> tuple's elements.
template <size_t N>
struct adjacent_transform_fn {
  template <viewable_range R, class F>
    requires forward_range<R> && copyable<views::all_t<R>>
  constexpr auto operator()(R&& r, F f) const {
    return adjacent_fn<N>{}(std::forward<R>(r)) |
           views::transform([f = std::move(f)](auto&& elements) -> decltype(auto) {
             return std::apply(f, std::forward<decltype(elements)>(elements));
           });
  }
  template <class F>
  constexpr auto operator()(F f) const {
    return adjacent_transform_closure<N, F>{{}, std::move(f)};
  }
};

template <size_t N, class F>
struct adjacent_transform_closure : range_adaptor_closure<adjacent_transform_closure<N, F>> {
  F f;
  template <viewable_range R>
  constexpr auto operator()(R&& r) const {
    return adjacent_transform_fn<N>{}(std::forward<R>(r), f);
  }
};

// views::zip_transform(f, r...): f applied to each zip tuple's elements.
struct zip_transform_fn {
  template <class F, viewable_range... R>
    requires(sizeof...(R) > 0)
  constexpr auto operator()(F f, R&&... r) const {
    return views::zip(std::forward<R>(r)...) | views::transform([f = std::move(f)](auto&& elements) -> decltype(auto) {
             return std::apply(f, std::forward<decltype(elements)>(elements));
           });
  }
};

// views::enumerate(r): (index, element) tuples, the index r's difference type; sized when r is.
struct enumerate_fn : range_adaptor_closure<enumerate_fn> {
  template <viewable_range R>
  constexpr auto operator()(R&& r) const {
    auto base = views::all(std::forward<R>(r));
    using Index = range_difference_t<decltype(base)>;
    if constexpr (sized_range<decltype(base)>) {
      const Index size = static_cast<Index>(ranges::size(base));
      return views::zip(views::iota(Index(0), size), std::move(base));
    } else {
      return views::zip(views::iota(Index(0)), std::move(base));
    }
  }
};

}  // namespace __lcjudge

namespace views {
#if !defined(__cpp_lib_ranges_enumerate)
inline constexpr __lcjudge::enumerate_fn enumerate{};
#endif
#if !defined(__cpp_lib_ranges_zip)  // P2321: zip, zip_transform, adjacent, adjacent_transform
template <size_t N>
inline constexpr __lcjudge::adjacent_fn<N> adjacent{};
inline constexpr __lcjudge::adjacent_fn<2> pairwise{};
template <size_t N>
inline constexpr __lcjudge::adjacent_transform_fn<N> adjacent_transform{};
inline constexpr __lcjudge::adjacent_transform_fn<2> pairwise_transform{};
inline constexpr __lcjudge::zip_transform_fn zip_transform{};
#endif
}  // namespace views

#if !defined(__cpp_lib_ranges_iota)
template <class O, class T>
struct out_value_result {
  [[no_unique_address]] O out;
  [[no_unique_address]] T value;
};
template <class O, class T>
using iota_result = out_value_result<O, T>;

struct __lcjudge_iota_fn {
  template <input_or_output_iterator O, sentinel_for<O> S, weakly_incrementable T>
    requires indirectly_writable<O, const T&>
  constexpr iota_result<O, T> operator()(O first, S last, T value) const {
    for (; first != last; ++first, ++value) *first = std::as_const(value);
    return {std::move(first), std::move(value)};
  }
  template <weakly_incrementable T, output_range<const T&> R>
  constexpr iota_result<borrowed_iterator_t<R>, T> operator()(R&& r, T value) const {
    return (*this)(ranges::begin(r), ranges::end(r), std::move(value));
  }
};
inline constexpr __lcjudge_iota_fn iota{};
#endif

#if !defined(__cpp_lib_ranges_fold) || __cpp_lib_ranges_fold < 202207L
// fold_right(r, init, f): f(r[0], f(r[1], ... f(r[n-1], init))).
struct __lcjudge_fold_right_fn {
  template <bidirectional_iterator I, sentinel_for<I> S, class T, class F>
  constexpr auto operator()(I first, S last, T init, F f) const {
    using U = decay_t<invoke_result_t<F&, iter_reference_t<I>, T>>;
    I tail = ranges::next(first, last);
    U accum = std::move(init);
    if (tail == first) return accum;
    do {
      --tail;
      accum = std::invoke(f, *tail, std::move(accum));
    } while (tail != first);
    return accum;
  }
  template <bidirectional_range R, class T, class F>
  constexpr auto operator()(R&& r, T init, F f) const {
    return (*this)(ranges::begin(r), ranges::end(r), std::move(init), std::ref(f));
  }
};
inline constexpr __lcjudge_fold_right_fn fold_right{};

// fold_right_last(r, f): fold_right of r but its last element, from the last; nullopt if empty.
struct __lcjudge_fold_right_last_fn {
  template <bidirectional_iterator I, sentinel_for<I> S, class F>
  constexpr auto operator()(I first, S last, F f) const {
    using U = decltype(fold_right(first, last, iter_value_t<I>(*first), f));
    I tail = ranges::next(first, last);
    if (tail == first) return optional<U>();
    --tail;
    return optional<U>(in_place, fold_right(std::move(first), tail, iter_value_t<I>(*tail), std::move(f)));
  }
  template <bidirectional_range R, class F>
  constexpr auto operator()(R&& r, F f) const {
    return (*this)(ranges::begin(r), ranges::end(r), std::ref(f));
  }
};
inline constexpr __lcjudge_fold_right_last_fn fold_right_last{};

// fold_left_first(r, f): fold_left of r but its first element, from the first; nullopt if empty.
struct __lcjudge_fold_left_first_fn {
  template <input_iterator I, sentinel_for<I> S, class F>
  constexpr auto operator()(I first, S last, F f) const {
    using U = decltype(fold_left(std::move(first), last, iter_value_t<I>(*first), f));
    if (first == last) return optional<U>();
    optional<U> accum(in_place, *first);
    for (++first; first != last; ++first) *accum = std::invoke(f, std::move(*accum), *first);
    return accum;
  }
  template <input_range R, class F>
  constexpr auto operator()(R&& r, F f) const {
    return (*this)(ranges::begin(r), ranges::end(r), std::ref(f));
  }
};
inline constexpr __lcjudge_fold_left_first_fn fold_left_first{};
#endif

}  // namespace std::ranges
