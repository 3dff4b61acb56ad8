//! Termination: when specialization would not end, which static variables
//! to make dynamic. Lineages of memo entries find a variable that changes
//! at one point visit after visit; a point specialized more than its limit
//! has its most varied variables generalized; recursion nested past its
//! limit has its varying inputs generalized. Unless `--strict`, a point
//! where a generalization is found is cut off and the round goes on
//! (`defer`), so that one round finds every variable it can.

use super::*;

impl<'a> Kernel<'a> {
    /// Specializations of one point before its varying variables are
    /// suspected: at least `POINT_LIMIT`, more for a larger static input.
    pub(super) fn point_limit(&self) -> usize {
        POINT_LIMIT.max(4 * self.limits.static_input_bytes.min(1 << 20) as usize)
    }

    /// Specializations of one function before the static variables that
    /// keep making new ones are suspected: more for a larger static input.
    pub(super) fn version_limit(&self) -> usize {
        VERSION_LIMIT.max(4 * self.limits.static_input_bytes.min(1 << 20) as usize)
    }

    /// Called before `callee` gets another specialization (for `key`) on a
    /// path that residual control flow leads to (a static loop making one
    /// version per iteration is the program's own work, and ends): each
    /// time it has had another `version_limit` of them, the static
    /// variables that took a new value for most of them (a counter the
    /// program bumps under dynamic control, carried from one call to the
    /// next) are generalized, so that the residual program does not hold
    /// one copy of the callee, and of everything after its calls, per
    /// value.
    pub(super) fn too_many_versions(
        &mut self,
        site: (FuncId, BlockId),
        callee: FuncId,
        key: &MemoKey,
    ) -> Option<Stop> {
        let made = self.versions.entry(callee).or_insert(0);
        *made += 1;
        let count = *made;
        if !count.is_multiple_of(self.version_limit()) {
            return None;
        }
        let keys = self
            .fn_memo
            .keys()
            .filter(|k| k.point == key.point)
            .chain(std::iter::once(key));
        let function = self.program.function(callee);
        let mut cells = Vec::new();
        let mut names = Vec::new();
        let mut most = 0;
        for (canon, values) in crate::spec::memo::variety(keys) {
            if values * 2 < count {
                continue;
            }
            most = most.max(values);
            match canon {
                Canon::Local(0, l) => {
                    let id = LocalId(l);
                    cells.push((Object::Local(callee, id), Vec::new()));
                    names.push(format!(
                        "`{}` in `{}`",
                        function.local(id).name,
                        function.name
                    ));
                }
                Canon::Global(g) => {
                    let id = GlobalId(g);
                    cells.push((Object::Global(id), Vec::new()));
                    names.push(crate::spec::layout::describe_global(self.program, id, &[]));
                }
                _ => {}
            }
        }
        if cells.is_empty() {
            return None;
        }
        let them = if cells.len() == 1 { "it" } else { "them" };
        Some(Stop::Generalize(Generalization {
            cells,
            sites: Vec::new(),
            message: format!(
                "{} took {most} different values over {count} specializations of `{}` (called at {{at}}), so keeping {them} static would copy `{}` and what follows its calls once per value",
                names.join(", "),
                function.name,
                function.name
            ),
            span: self.block_span(site.0, site.1),
        }))
    }

    /// Nesting of one recursive function under dynamic and under static
    /// control before its varying inputs are generalized.
    pub(super) fn recursion_limits(&self) -> (usize, usize) {
        let scaled = (self.limits.static_input_bytes as usize).min(MAX_RECURSION_LIMIT);
        (
            RECURSION_LIMIT.max(scaled),
            STATIC_RECURSION_LIMIT.max(scaled),
        )
    }

    pub(super) fn limit_error(&self, message: String, span: Span) -> Stop {
        let mut d = Diag::error(message, span);
        if let Some(culprit) = self.culprit() {
            d = d.with_note(culprit);
        }
        d = d.with_note(
            "a static variable that changes in a loop under dynamic control makes \
             specialization unbounded; make it dynamic with --dynamic, or raise the limit",
        );
        Stop::Error(Box::new(d))
    }

    /// The program point with the most specializations in the function
    /// being built, and the static object whose values vary most there.
    pub(super) fn culprit(&self) -> Option<String> {
        let build = self.building.last()?;
        let (point, count) = build
            .per_point
            .iter()
            .map(|(p, keys)| (p, keys.len()))
            .max_by_key(|(_, n)| *n)?;
        let &(canon, values) = self.varied(point).first()?;
        let &(f, b, _) = point.last()?;
        let what = match self.canon_variable(point, canon) {
            Some((_, name)) => name,
            None => "a static object".into(),
        };
        Some(format!(
            "block {b} of `{}` was specialized {count} times; {what} took {values} different values there",
            self.program.function(FuncId(f)).name,
        ))
    }

    /// Among the memo keys of `point` in the function being built, each
    /// object with the number of its different contents, most varied first.
    pub(super) fn varied(&self, point: &[(u32, u32, u32)]) -> Vec<(Canon, usize)> {
        let Some(build) = self.building.last() else {
            return Vec::new();
        };
        crate::spec::memo::variety(
            build
                .per_point
                .get(point)
                .into_iter()
                .flatten()
                .map(|k| &**k),
        )
    }

    /// The variable a canonical object name stands for at `point` (a
    /// local of a frame, or a global), as a cell and a description.
    pub(super) fn canon_variable(
        &self,
        point: &[(u32, u32, u32)],
        canon: Canon,
    ) -> Option<(Cell, String)> {
        match canon {
            Canon::Global(g) => {
                let id = GlobalId(g);
                Some((
                    (Object::Global(id), Vec::new()),
                    crate::spec::layout::describe_global(self.program, id, &[]),
                ))
            }
            Canon::Local(depth, l) => {
                let outer = &self.building.last()?.outer;
                let depth = depth as usize;
                let func = if depth < outer.len() {
                    self.activations.get(&outer[depth])?.0
                } else {
                    FuncId(point.get(depth - outer.len())?.0)
                };
                let function = self.program.function(func);
                let id = LocalId(l);
                Some((
                    (Object::Local(func, id), Vec::new()),
                    format!(
                        "`{}` in `{}`",
                        function.locals.get(l as usize)?.name,
                        function.name
                    ),
                ))
            }
            _ => None,
        }
    }

    /// Called each time a point of the function being built gets another
    /// `point_limit` specializations: the static variables that took a new
    /// value for most of them keep specialization going, or, when no one
    /// variable explains them, the combinations of the most varied ones do.
    /// (An interpreter's dispatch legitimately sees many combinations of a
    /// program counter and a few flags; the limit grows with the program
    /// it is given, the static input.)
    ///
    /// Variables `bounded` by static data are suspected only when nothing
    /// else varies: they can take only so many values.
    pub(super) fn overgrown(
        &self,
        point: &[(u32, u32, u32)],
        count: usize,
        bounded: &[Canon],
    ) -> Option<(Generalization, Vec<Canon>)> {
        let mut varied = self.varied(point);
        if varied.iter().any(|(c, v)| {
            *v > 1 && !bounded.contains(c) && self.canon_variable(point, *c).is_some()
        }) {
            varied.retain(|(c, _)| !bounded.contains(c));
        }
        let values = varied.first()?.1;
        let mut growing: Vec<Canon> = varied
            .iter()
            .filter(|(_, v)| v * 2 >= count)
            .map(|(c, _)| *c)
            .collect();
        if growing.is_empty() {
            // No one variable explains it: several multiply. The most
            // varied ones go, as many as it takes to leave a fraction of
            // the point limit's combinations (a program counter with a few
            // values stays; a dozen loop counters of ten values each go in
            // one round, not in twelve).
            let target = self.point_limit() / 8;
            let keys = self.building.last().and_then(|b| b.per_point.get(point));
            for (c, v) in &varied {
                if *v <= 1 {
                    break;
                }
                if v * 2 < values
                    && crate::spec::memo::distinct_without(
                        keys.into_iter().flatten().map(|k| &**k),
                        &growing,
                    ) <= target
                {
                    break;
                }
                growing.push(*c);
            }
        }
        let (cells, names) = self.variables(point, &growing)?;
        let &(f, b, _) = point.last()?;
        let them = if cells.len() == 1 { "it" } else { "them" };
        let found = Generalization {
            cells,
            sites: Vec::new(),
            message: format!(
                "{names} took up to {values} different values at one point under dynamic control \
                 ({{at}}, specialized {count} times), so keeping {them} static would not terminate"
            ),
            span: self.block_span(FuncId(f), BlockId(b)),
        };
        Some((found, growing))
    }

    // ---- activations ----

    /// Records a new memo entry in the configuration's lineage; asks for a
    /// generalization when the same static variables keep changing at a
    /// point. A visit is compared with the last one at the same point
    /// whose variables bounded by static data (`bounded.rs`) held the same
    /// values: an interpreter's program counter walking its static program
    /// is part of where the interpreted program is, not a variable that
    /// grows.
    pub(super) fn extend_lineage(
        &mut self,
        cfg: &mut Config,
        key: Rc<MemoKey>,
    ) -> Option<(Generalization, Vec<Canon>)> {
        let activations = self.all_activations(cfg);
        let mut same_point = None;
        let mut node = cfg.lineage.clone();
        let mut steps = 0;
        while let Some(n) = node {
            if n.key.point == key.point && n.activations == activations {
                same_point = Some(n);
                break;
            }
            steps += 1;
            if steps > 64 {
                break;
            }
            node = n.parent.clone();
        }
        let mut before = same_point.clone();
        let mut bounded_values = None;
        if let Some(first) = &same_point {
            let canons = self.bounded_canons(cfg, &key);
            if !canons.is_empty() {
                before = None;
                let contents = bounded::contents_of(&key, &canons);
                let values = bounded::BoundedValues {
                    fingerprint: bounded::fingerprint(&contents),
                    canons,
                };
                let mut node = Some(first);
                let mut steps = 0;
                while let Some(n) = node {
                    if bounded::visit_holds(n, &values, &contents) {
                        before = Some(n.clone());
                        break;
                    }
                    steps += 1;
                    if steps > BOUNDED_LOOKBACK {
                        break;
                    }
                    node = n.same_point.as_ref();
                }
                bounded_values = Some(values);
            }
        }
        let run = before.and_then(|n| {
            changed_objects(&n.key, &key).map(|c| match &n.run {
                Some((prev, count)) if *prev == c => (c, count + 1),
                _ => (c, 1),
            })
        });
        if let Some((changed, count)) = &run
            && *count >= GENERALIZE_AFTER
            && let Some(found) = self.generalization(cfg, changed, *count)
        {
            return Some((found, changed.clone()));
        }
        cfg.lineage = Some(Rc::new(Lineage {
            key,
            activations,
            parent: cfg.lineage.clone(),
            same_point,
            run,
            bounded: bounded_values,
        }));
        None
    }

    pub(super) fn generalization(
        &self,
        cfg: &Config,
        changed: &[Canon],
        count: u32,
    ) -> Option<Generalization> {
        let point: Vec<(u32, u32, u32)> = cfg
            .frames
            .iter()
            .map(|f| (f.func.0, f.block.0, f.index as u32))
            .collect();
        let (cells, names) = self.variables(&point, changed)?;
        let top = cfg.top();
        let them = if cells.len() == 1 { "it" } else { "them" };
        let now = self.values_now(cfg, &cells);
        Some(Generalization {
            cells,
            sites: Vec::new(),
            message: format!(
                "{names} kept changing in a loop under dynamic control ({count} times in a row at {{at}}{now}), \
                 so keeping {them} static would not terminate"
            ),
            span: self.block_span(top.func, top.block),
        })
    }

    /// What the scalar variables among `cells` (the top frame's locals and
    /// globals) hold in `cfg`, for a message: `; now i = 101`, or nothing.
    fn values_now(&self, cfg: &Config, cells: &[Cell]) -> String {
        let top = cfg.top().func;
        let types = &self.program.types;
        let mut shown = Vec::new();
        for (object, path) in cells {
            let (kind, ty, name) = match *object {
                Object::Local(f, l) if f == top && path.is_empty() => {
                    let local = self.program.function(f).local(l);
                    (ExprKind::Local(l), local.ty, local.name.clone())
                }
                Object::Global(g) if path.is_empty() => {
                    let global = self.program.global(g);
                    (ExprKind::Global(g), global.ty, global.name.clone())
                }
                _ => continue,
            };
            if !types.is_arithmetic(ty) && !types.is_pointer(ty) {
                continue;
            }
            let e = Expr::new(kind, ty, Span::DUMMY);
            if let Ok(v) = self.eval.eval(&cfg.store, cfg.eval_frame(), &e) {
                shown.push(format!("{name} = {}", describe_value(self.program, &v)));
            }
        }
        if shown.is_empty() {
            String::new()
        } else {
            format!("; now {}", shown.join(", "))
        }
    }

    /// The variables among `canons` (frame locals and globals) as cells,
    /// and their names for a message; `None` if there are none.
    pub(super) fn variables(
        &self,
        point: &[(u32, u32, u32)],
        canons: &[Canon],
    ) -> Option<(Vec<Cell>, String)> {
        let (cells, names): (Vec<Cell>, Vec<String>) = canons
            .iter()
            .filter_map(|c| self.canon_variable(point, *c))
            .unzip();
        (!cells.is_empty()).then(|| (cells, names.join(", ")))
    }

    /// A generalization found at `point`, whose new residual block is `b`:
    /// stops specialization, or (with `defer_generalizations`) records it,
    /// cuts the point off and goes on with `b` left empty.
    pub(super) fn defer(
        &mut self,
        found: Generalization,
        canons: &[Canon],
        point: &[(u32, u32, u32)],
        b: BlockId,
    ) -> R<(BlockId, bool)> {
        if !self.defer_generalizations {
            return Err(Stop::Generalize(found));
        }
        let first = self
            .building
            .last()
            .and_then(|build| build.per_point.get(point))
            .and_then(|keys| keys.first())
            .cloned();
        for canon in canons {
            let Some(((object, _), _)) = self.canon_variable(point, *canon) else {
                continue;
            };
            let contents = first.as_ref().and_then(|key| {
                key.objects
                    .binary_search_by_key(canon, |(c, _)| *c)
                    .ok()
                    .map(|i| key.objects[i].1.clone())
            });
            self.cut_objects.entry(object).or_insert(contents);
        }
        self.deferred.push(found);
        self.cut_points.insert(point.to_vec());
        // What the rest of the round may still find is worth at most as much
        // work again as it took to find this one: a round that goes on
        // finding variables goes on, one that found its last stops.
        self.abandon_after = Some(2 * self.residual_stmts + ROUND_SLACK);
        Ok((b, true))
    }

    // ---- specialization of functions ----

    /// A recursive function specialized again and again, nested, from calls
    /// under dynamic control: its static inputs take a new value at each
    /// level (`f(n + 1, d - 1)` with `d` dynamic), so it would never end.
    /// The inputs that vary between the nested specializations are
    /// generalized.
    ///
    /// Inputs bounded by static data (`bounded.rs`: a position in static
    /// bytecode) are left static when others vary: nesting deeper with the
    /// same value of the others would be recursion of the original
    /// program's own, under static control.
    pub(super) fn runaway_recursion(
        &mut self,
        site: (FuncId, BlockId),
        callee: FuncId,
        key: &MemoKey,
        (store, act, named): (&Store, u32, &[u32]),
    ) -> Option<Stop> {
        let nested = self.building.iter().filter(|b| b.func == callee).count();
        let (dynamic_limit, static_limit) = self.recursion_limits();
        if nested < dynamic_limit
            || (nested < static_limit && !self.is_under_dynamic_control(site.0, site.1))
        {
            return None;
        }
        let keys = self
            .fn_memo
            .iter()
            .filter(|(k, e)| !e.done && k.point == key.point)
            .map(|(k, _)| k)
            .chain(std::iter::once(key));
        let function = self.program.function(callee);
        let mut cells = Vec::new();
        let mut names = Vec::new();
        let bounded = self.bounded_params(store, act, callee);
        let mut varied = crate::spec::memo::variety(keys);
        varied.retain(|(_, values)| *values >= 2);
        if varied.iter().any(|(c, _)| !bounded.contains(c)) {
            varied.retain(|(c, _)| !bounded.contains(c));
        }
        for (canon, _) in varied {
            match canon {
                // The callee's own frame is number 0 in its key.
                Canon::Local(0, l) => {
                    let id = LocalId(l);
                    cells.push((Object::Local(callee, id), Vec::new()));
                    names.push(format!(
                        "`{}` in `{}`",
                        function.local(id).name,
                        function.name
                    ));
                }
                Canon::Global(g) => {
                    let id = GlobalId(g);
                    cells.push((Object::Global(id), Vec::new()));
                    names.push(crate::spec::layout::describe_global(self.program, id, &[]));
                }
                // A caller's local the callee reaches through a pointer (a
                // chain of frames, one more per level).
                Canon::Local(depth, l) => {
                    let Some((owner, _)) = named
                        .get(depth as usize)
                        .and_then(|a| self.activations.get(a))
                    else {
                        continue;
                    };
                    let owner_fn = self.program.function(*owner);
                    let Some(local) = owner_fn.locals.get(l as usize) else {
                        continue;
                    };
                    let cell = (Object::Local(*owner, LocalId(l)), Vec::new());
                    if !cells.contains(&cell) {
                        cells.push(cell);
                        names.push(format!("`{}` in `{}`", local.name, owner_fn.name));
                    }
                }
                _ => {}
            }
        }
        if cells.is_empty() {
            // Nothing to blame, and deeper still: stop rather than run on.
            if nested >= MAX_RECURSION_LIMIT.max(2 * dynamic_limit) {
                return Some(self.limit_error(
                    format!(
                        "the recursive function `{}` was specialized {nested} levels deep, with no static variable found to make dynamic",
                        function.name
                    ),
                    self.block_span(site.0, site.1),
                ));
            }
            return None;
        }
        let them = if cells.len() == 1 { "it" } else { "them" };
        Some(Stop::Generalize(Generalization {
            cells,
            sites: Vec::new(),
            message: format!(
                "{} took a new value at each of {nested} nested specializations of the recursive function `{}` \
                 (called at {{at}}), so keeping {them} static would not terminate",
                names.join(", "),
                function.name
            ),
            span: self.block_span(site.0, site.1),
        }))
    }
}
